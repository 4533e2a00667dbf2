/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_AirlinesInputs */

const en_search_airlines = /** @type {(inputs: Search_AirlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airlines`)
};

const fr_search_airlines = /** @type {(inputs: Search_AirlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnies aériennes`)
};

/**
* | output |
* | --- |
* | "Airlines" |
*
* @param {Search_AirlinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airlines = /** @type {((inputs?: Search_AirlinesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_AirlinesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airlines(inputs)
	return en_search_airlines(inputs)
});