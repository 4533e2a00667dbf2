/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Multi_City_SearchInputs */

const en_page_title_multi_city_search = /** @type {(inputs: Page_Title_Multi_City_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-city search`)
};

const fr_page_title_multi_city_search = /** @type {(inputs: Page_Title_Multi_City_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche multi-destinations`)
};

/**
* | output |
* | --- |
* | "Multi-city search" |
*
* @param {Page_Title_Multi_City_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_multi_city_search = /** @type {((inputs?: Page_Title_Multi_City_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Multi_City_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_multi_city_search(inputs)
	return en_page_title_multi_city_search(inputs)
});