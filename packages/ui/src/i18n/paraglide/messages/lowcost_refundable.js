/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_RefundableInputs */

const en_lowcost_refundable = /** @type {(inputs: Lowcost_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refundable as a credit`)
};

const fr_lowcost_refundable = /** @type {(inputs: Lowcost_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursable en avoir`)
};

/**
* | output |
* | --- |
* | "Refundable as a credit" |
*
* @param {Lowcost_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_refundable = /** @type {((inputs?: Lowcost_RefundableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_RefundableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_refundable(inputs)
	return en_lowcost_refundable(inputs)
});