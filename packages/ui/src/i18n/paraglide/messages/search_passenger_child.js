/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_ChildInputs */

const en_search_passenger_child = /** @type {(inputs: Search_Passenger_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

const fr_search_passenger_child = /** @type {(inputs: Search_Passenger_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enfant`)
};

/**
* | output |
* | --- |
* | "Child" |
*
* @param {Search_Passenger_ChildInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_child = /** @type {((inputs?: Search_Passenger_ChildInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_ChildInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_child(inputs)
	return en_search_passenger_child(inputs)
});