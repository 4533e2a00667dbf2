/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_AdultInputs */

const en_search_passenger_adult = /** @type {(inputs: Search_Passenger_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adult`)
};

const fr_search_passenger_adult = /** @type {(inputs: Search_Passenger_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adulte`)
};

/**
* | output |
* | --- |
* | "Adult" |
*
* @param {Search_Passenger_AdultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_adult = /** @type {((inputs?: Search_Passenger_AdultInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_AdultInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_adult(inputs)
	return en_search_passenger_adult(inputs)
});