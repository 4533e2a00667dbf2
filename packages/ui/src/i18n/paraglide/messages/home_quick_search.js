/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Quick_SearchInputs */

const en_home_quick_search = /** @type {(inputs: Home_Quick_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick search`)
};

const fr_home_quick_search = /** @type {(inputs: Home_Quick_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche rapide`)
};

/**
* | output |
* | --- |
* | "Quick search" |
*
* @param {Home_Quick_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_quick_search = /** @type {((inputs?: Home_Quick_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Quick_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_quick_search(inputs)
	return en_home_quick_search(inputs)
});