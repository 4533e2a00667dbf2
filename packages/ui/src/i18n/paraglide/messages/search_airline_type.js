/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Airline_TypeInputs */

const en_search_airline_type = /** @type {(inputs: Search_Airline_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These airlines are`)
};

const fr_search_airline_type = /** @type {(inputs: Search_Airline_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces compagnies sont`)
};

/**
* | output |
* | --- |
* | "These airlines are" |
*
* @param {Search_Airline_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_type = /** @type {((inputs?: Search_Airline_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airline_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airline_type(inputs)
	return en_search_airline_type(inputs)
});