/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Cabin_BusinessInputs */

const en_search_cabin_business = /** @type {(inputs: Search_Cabin_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business`)
};

const fr_search_cabin_business = /** @type {(inputs: Search_Cabin_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affaires`)
};

/**
* | output |
* | --- |
* | "Business" |
*
* @param {Search_Cabin_BusinessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin_business = /** @type {((inputs?: Search_Cabin_BusinessInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Cabin_BusinessInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_cabin_business(inputs)
	return en_search_cabin_business(inputs)
});