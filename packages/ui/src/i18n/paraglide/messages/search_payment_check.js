/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Payment_CheckInputs */

const en_search_payment_check = /** @type {(inputs: Search_Payment_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check`)
};

const fr_search_payment_check = /** @type {(inputs: Search_Payment_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chèque`)
};

/**
* | output |
* | --- |
* | "Check" |
*
* @param {Search_Payment_CheckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_check = /** @type {((inputs?: Search_Payment_CheckInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Payment_CheckInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_payment_check(inputs)
	return en_search_payment_check(inputs)
});