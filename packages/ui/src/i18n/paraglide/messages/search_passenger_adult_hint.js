/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_Adult_HintInputs */

const en_search_passenger_adult_hint = /** @type {(inputs: Search_Passenger_Adult_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 years and over`)
};

const fr_search_passenger_adult_hint = /** @type {(inputs: Search_Passenger_Adult_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 ans et plus`)
};

/**
* | output |
* | --- |
* | "12 years and over" |
*
* @param {Search_Passenger_Adult_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_adult_hint = /** @type {((inputs?: Search_Passenger_Adult_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_Adult_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_adult_hint(inputs)
	return en_search_passenger_adult_hint(inputs)
});