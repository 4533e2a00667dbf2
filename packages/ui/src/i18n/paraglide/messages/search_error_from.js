/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_FromInputs */

const en_search_error_from = /** @type {(inputs: Search_Error_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose where the flight leaves from`)
};

const fr_search_error_from = /** @type {(inputs: Search_Error_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville ou l'aéroport de départ`)
};

/**
* | output |
* | --- |
* | "Choose where the flight leaves from" |
*
* @param {Search_Error_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_from = /** @type {((inputs?: Search_Error_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_from(inputs)
	return en_search_error_from(inputs)
});