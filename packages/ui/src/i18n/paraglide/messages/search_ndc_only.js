/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Ndc_OnlyInputs */

const en_search_ndc_only = /** @type {(inputs: Search_Ndc_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NDC content only`)
};

const fr_search_ndc_only = /** @type {(inputs: Search_Ndc_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu NDC uniquement`)
};

/**
* | output |
* | --- |
* | "NDC content only" |
*
* @param {Search_Ndc_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_ndc_only = /** @type {((inputs?: Search_Ndc_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Ndc_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_ndc_only(inputs)
	return en_search_ndc_only(inputs)
});