/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Form_OnewayInputs */

const en_search_form_oneway = /** @type {(inputs: Search_Form_OnewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way flight search`)
};

const fr_search_form_oneway = /** @type {(inputs: Search_Form_OnewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de vols aller simple`)
};

/**
* | output |
* | --- |
* | "One-way flight search" |
*
* @param {Search_Form_OnewayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_form_oneway = /** @type {((inputs?: Search_Form_OnewayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Form_OnewayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_form_oneway(inputs)
	return en_search_form_oneway(inputs)
});