/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Airline_PreferredInputs */

const en_search_airline_preferred = /** @type {(inputs: Search_Airline_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred`)
};

const fr_search_airline_preferred = /** @type {(inputs: Search_Airline_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préférées`)
};

/**
* | output |
* | --- |
* | "Preferred" |
*
* @param {Search_Airline_PreferredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_preferred = /** @type {((inputs?: Search_Airline_PreferredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airline_PreferredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airline_preferred(inputs)
	return en_search_airline_preferred(inputs)
});