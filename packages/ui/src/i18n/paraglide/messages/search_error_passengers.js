/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_PassengersInputs */

const en_search_error_passengers = /** @type {(inputs: Search_Error_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select valid passengers`)
};

const fr_search_error_passengers = /** @type {(inputs: Search_Error_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir des passagers valides`)
};

/**
* | output |
* | --- |
* | "Please select valid passengers" |
*
* @param {Search_Error_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_passengers = /** @type {((inputs?: Search_Error_PassengersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_PassengersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_passengers(inputs)
	return en_search_error_passengers(inputs)
});