/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_DepartureInputs */

const en_search_departure = /** @type {(inputs: Search_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

const fr_search_departure = /** @type {(inputs: Search_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de départ`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Search_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_departure = /** @type {((inputs?: Search_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_departure(inputs)
	return en_search_departure(inputs)
});