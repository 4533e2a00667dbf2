/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Search_Passenger_FewerInputs */

const en_search_passenger_fewer = /** @type {(inputs: Search_Passenger_FewerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fewer: ${i?.type}`)
};

const fr_search_passenger_fewer = /** @type {(inputs: Search_Passenger_FewerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moins : ${i?.type}`)
};

/**
* | output |
* | --- |
* | "Fewer: {type}" |
*
* @param {Search_Passenger_FewerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_fewer = /** @type {((inputs: Search_Passenger_FewerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_FewerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_fewer(inputs)
	return en_search_passenger_fewer(inputs)
});