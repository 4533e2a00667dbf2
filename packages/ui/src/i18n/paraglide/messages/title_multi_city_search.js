/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Multi_City_SearchInputs */

const en_title_multi_city_search = /** @type {(inputs: Title_Multi_City_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-city search`)
};

const fr_title_multi_city_search = /** @type {(inputs: Title_Multi_City_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche multi-destinations`)
};

/**
* | output |
* | --- |
* | "Multi-city search" |
*
* @param {Title_Multi_City_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_multi_city_search = /** @type {((inputs?: Title_Multi_City_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Multi_City_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_multi_city_search(inputs)
	return en_title_multi_city_search(inputs)
});