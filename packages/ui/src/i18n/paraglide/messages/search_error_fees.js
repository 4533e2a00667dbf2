/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_FeesInputs */

const en_search_error_fees = /** @type {(inputs: Search_Error_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the fees as an amount of at least 0 MAD`)
};

const fr_search_error_fees = /** @type {(inputs: Search_Error_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez les frais : un montant d'au moins 0 MAD`)
};

/**
* | output |
* | --- |
* | "Enter the fees as an amount of at least 0 MAD" |
*
* @param {Search_Error_FeesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_fees = /** @type {((inputs?: Search_Error_FeesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_FeesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_fees(inputs)
	return en_search_error_fees(inputs)
});