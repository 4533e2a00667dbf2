/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Airlines_HintInputs */

const en_search_airlines_hint = /** @type {(inputs: Search_Airlines_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA codes, e.g. AT, AF`)
};

const fr_search_airlines_hint = /** @type {(inputs: Search_Airlines_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes IATA, p. ex. AT, AF`)
};

/**
* | output |
* | --- |
* | "IATA codes, e.g. AT, AF" |
*
* @param {Search_Airlines_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airlines_hint = /** @type {((inputs?: Search_Airlines_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airlines_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airlines_hint(inputs)
	return en_search_airlines_hint(inputs)
});