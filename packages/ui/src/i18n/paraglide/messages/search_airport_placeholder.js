/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Airport_PlaceholderInputs */

const en_search_airport_placeholder = /** @type {(inputs: Search_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or airport`)
};

const fr_search_airport_placeholder = /** @type {(inputs: Search_Airport_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville ou aéroport`)
};

/**
* | output |
* | --- |
* | "City or airport" |
*
* @param {Search_Airport_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_placeholder = /** @type {((inputs?: Search_Airport_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airport_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airport_placeholder(inputs)
	return en_search_airport_placeholder(inputs)
});