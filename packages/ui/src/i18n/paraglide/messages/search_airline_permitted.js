/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Airline_PermittedInputs */

const en_search_airline_permitted = /** @type {(inputs: Search_Airline_PermittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitted`)
};

const fr_search_airline_permitted = /** @type {(inputs: Search_Airline_PermittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autorisées`)
};

/**
* | output |
* | --- |
* | "Permitted" |
*
* @param {Search_Airline_PermittedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airline_permitted = /** @type {((inputs?: Search_Airline_PermittedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airline_PermittedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airline_permitted(inputs)
	return en_search_airline_permitted(inputs)
});