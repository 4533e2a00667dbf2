/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Airline_ProhibitedInputs */

const en_search_airline_prohibited = /** @type {(inputs: Search_Airline_ProhibitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prohibited`)
};

const fr_search_airline_prohibited = /** @type {(inputs: Search_Airline_ProhibitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclues`)
};

/**
* | output |
* | --- |
* | "Prohibited" |
*
* @param {Search_Airline_ProhibitedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_prohibited = /** @type {((inputs?: Search_Airline_ProhibitedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airline_ProhibitedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airline_prohibited(inputs)
	return en_search_airline_prohibited(inputs)
});