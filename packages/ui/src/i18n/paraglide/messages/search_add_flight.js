/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Add_FlightInputs */

const en_search_add_flight = /** @type {(inputs: Search_Add_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a flight`)
};

const fr_search_add_flight = /** @type {(inputs: Search_Add_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un vol`)
};

/**
* | output |
* | --- |
* | "Add a flight" |
*
* @param {Search_Add_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_add_flight = /** @type {((inputs?: Search_Add_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Add_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_add_flight(inputs)
	return en_search_add_flight(inputs)
});