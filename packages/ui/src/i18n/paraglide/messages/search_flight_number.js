/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Search_Flight_NumberInputs */

const en_search_flight_number = /** @type {(inputs: Search_Flight_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flight ${i?.number}`)
};

const fr_search_flight_number = /** @type {(inputs: Search_Flight_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vol ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Flight {number}" |
*
* @param {Search_Flight_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_flight_number = /** @type {((inputs: Search_Flight_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Flight_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_flight_number(inputs)
	return en_search_flight_number(inputs)
});