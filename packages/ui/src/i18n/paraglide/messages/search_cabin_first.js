/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Cabin_FirstInputs */

const en_search_cabin_first = /** @type {(inputs: Search_Cabin_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First`)
};

const fr_search_cabin_first = /** @type {(inputs: Search_Cabin_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Première`)
};

/**
* | output |
* | --- |
* | "First" |
*
* @param {Search_Cabin_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_first = /** @type {((inputs?: Search_Cabin_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Cabin_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_cabin_first(inputs)
	return en_search_cabin_first(inputs)
});