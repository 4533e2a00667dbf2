/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_Child_HintInputs */

const en_search_passenger_child_hint = /** @type {(inputs: Search_Passenger_Child_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 to 11 years, with an adult`)
};

const fr_search_passenger_child_hint = /** @type {(inputs: Search_Passenger_Child_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 à 11 ans, avec un adulte`)
};

/**
* | output |
* | --- |
* | "2 to 11 years, with an adult" |
*
* @param {Search_Passenger_Child_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_child_hint = /** @type {((inputs?: Search_Passenger_Child_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_Child_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_child_hint(inputs)
	return en_search_passenger_child_hint(inputs)
});