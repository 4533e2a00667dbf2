/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Advanced_HideInputs */

const en_search_advanced_hide = /** @type {(inputs: Search_Advanced_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide advanced options`)
};

const fr_search_advanced_hide = /** @type {(inputs: Search_Advanced_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer les options avancées`)
};

/**
* | output |
* | --- |
* | "Hide advanced options" |
*
* @param {Search_Advanced_HideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_advanced_hide = /** @type {((inputs?: Search_Advanced_HideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Advanced_HideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_advanced_hide(inputs)
	return en_search_advanced_hide(inputs)
});