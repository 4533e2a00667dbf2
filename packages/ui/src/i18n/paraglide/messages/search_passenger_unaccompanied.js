/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_UnaccompaniedInputs */

const en_search_passenger_unaccompanied = /** @type {(inputs: Search_Passenger_UnaccompaniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unaccompanied Minor`)
};

const fr_search_passenger_unaccompanied = /** @type {(inputs: Search_Passenger_UnaccompaniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mineur non accompagné`)
};

/**
* | output |
* | --- |
* | "Unaccompanied Minor" |
*
* @param {Search_Passenger_UnaccompaniedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_unaccompanied = /** @type {((inputs?: Search_Passenger_UnaccompaniedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_UnaccompaniedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_unaccompanied(inputs)
	return en_search_passenger_unaccompanied(inputs)
});