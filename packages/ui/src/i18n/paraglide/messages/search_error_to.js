/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_ToInputs */

const en_search_error_to = /** @type {(inputs: Search_Error_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose where the flight goes to`)
};

const fr_search_error_to = /** @type {(inputs: Search_Error_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez la ville ou l'aéroport d'arrivée`)
};

/**
* | output |
* | --- |
* | "Choose where the flight goes to" |
*
* @param {Search_Error_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_to = /** @type {((inputs?: Search_Error_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_to(inputs)
	return en_search_error_to(inputs)
});