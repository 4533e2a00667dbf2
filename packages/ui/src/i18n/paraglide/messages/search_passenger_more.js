/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Search_Passenger_MoreInputs */

const en_search_passenger_more = /** @type {(inputs: Search_Passenger_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More: ${i?.type}`)
};

const fr_search_passenger_more = /** @type {(inputs: Search_Passenger_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus : ${i?.type}`)
};

/**
* | output |
* | --- |
* | "More: {type}" |
*
* @param {Search_Passenger_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_more = /** @type {((inputs: Search_Passenger_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_more(inputs)
	return en_search_passenger_more(inputs)
});