/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Category_RefundInputs */

const en_lowcost_category_refund = /** @type {(inputs: Lowcost_Category_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const fr_lowcost_category_refund = /** @type {(inputs: Lowcost_Category_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Lowcost_Category_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_category_refund = /** @type {((inputs?: Lowcost_Category_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Category_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_category_refund(inputs)
	return en_lowcost_category_refund(inputs)
});