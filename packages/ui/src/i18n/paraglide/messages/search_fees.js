/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_FeesInputs */

const en_search_fees = /** @type {(inputs: Search_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees (MAD)`)
};

const fr_search_fees = /** @type {(inputs: Search_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais (MAD)`)
};

/**
* | output |
* | --- |
* | "Fees (MAD)" |
*
* @param {Search_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_fees = /** @type {((inputs?: Search_FeesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_FeesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_fees(inputs)
	return en_search_fees(inputs)
});