/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Advanced_ShowInputs */

const en_search_advanced_show = /** @type {(inputs: Search_Advanced_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advanced options`)
};

const fr_search_advanced_show = /** @type {(inputs: Search_Advanced_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options avancées`)
};

/**
* | output |
* | --- |
* | "Advanced options" |
*
* @param {Search_Advanced_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_advanced_show = /** @type {((inputs?: Search_Advanced_ShowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Advanced_ShowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_advanced_show(inputs)
	return en_search_advanced_show(inputs)
});