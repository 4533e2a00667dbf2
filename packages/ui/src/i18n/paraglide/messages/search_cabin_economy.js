/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Cabin_EconomyInputs */

const en_search_cabin_economy = /** @type {(inputs: Search_Cabin_EconomyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Economy`)
};

const fr_search_cabin_economy = /** @type {(inputs: Search_Cabin_EconomyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Économique`)
};

/**
* | output |
* | --- |
* | "Economy" |
*
* @param {Search_Cabin_EconomyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_economy = /** @type {((inputs?: Search_Cabin_EconomyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Cabin_EconomyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_cabin_economy(inputs)
	return en_search_cabin_economy(inputs)
});