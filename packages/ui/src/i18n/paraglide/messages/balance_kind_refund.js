/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Kind_RefundInputs */

const en_balance_kind_refund = /** @type {(inputs: Balance_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

const fr_balance_kind_refund = /** @type {(inputs: Balance_Kind_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement`)
};

/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Balance_Kind_RefundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_refund = /** @type {((inputs?: Balance_Kind_RefundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Kind_RefundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_kind_refund(inputs)
	return en_balance_kind_refund(inputs)
});