/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Form_Multi_CityInputs */

const en_search_form_multi_city = /** @type {(inputs: Search_Form_Multi_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-city flight search`)
};

const fr_search_form_multi_city = /** @type {(inputs: Search_Form_Multi_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de vols multi-destinations`)
};

/**
* | output |
* | --- |
* | "Multi-city flight search" |
*
* @param {Search_Form_Multi_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_form_multi_city = /** @type {((inputs?: Search_Form_Multi_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Form_Multi_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_form_multi_city(inputs)
	return en_search_form_multi_city(inputs)
});