/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_PassengersInputs */

const en_search_passengers = /** @type {(inputs: Search_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passengers`)
};

const fr_search_passengers = /** @type {(inputs: Search_PassengersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passagers`)
};

/**
* | output |
* | --- |
* | "Passengers" |
*
* @param {Search_PassengersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passengers = /** @type {((inputs?: Search_PassengersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_PassengersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passengers(inputs)
	return en_search_passengers(inputs)
});