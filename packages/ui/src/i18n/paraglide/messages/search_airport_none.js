/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Search_Airport_NoneInputs */

const en_search_airport_none = /** @type {(inputs: Search_Airport_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No airport or city matches “${i?.query}”`)
};

const fr_search_airport_none = /** @type {(inputs: Search_Airport_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun aéroport ni aucune ville ne correspond à « ${i?.query} »`)
};

/**
* | output |
* | --- |
* | "No airport or city matches “{query}”" |
*
* @param {Search_Airport_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_none = /** @type {((inputs: Search_Airport_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airport_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airport_none(inputs)
	return en_search_airport_none(inputs)
});