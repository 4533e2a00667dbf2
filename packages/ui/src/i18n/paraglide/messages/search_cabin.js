/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_CabinInputs */

const en_search_cabin = /** @type {(inputs: Search_CabinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cabin`)
};

const fr_search_cabin = /** @type {(inputs: Search_CabinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classe`)
};

/**
* | output |
* | --- |
* | "Cabin" |
*
* @param {Search_CabinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_cabin = /** @type {((inputs?: Search_CabinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_CabinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_cabin(inputs)
	return en_search_cabin(inputs)
});