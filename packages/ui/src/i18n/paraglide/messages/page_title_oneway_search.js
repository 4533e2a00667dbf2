/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Oneway_SearchInputs */

const en_page_title_oneway_search = /** @type {(inputs: Page_Title_Oneway_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way search`)
};

const fr_page_title_oneway_search = /** @type {(inputs: Page_Title_Oneway_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche aller simple`)
};

/**
* | output |
* | --- |
* | "One-way search" |
*
* @param {Page_Title_Oneway_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_oneway_search = /** @type {((inputs?: Page_Title_Oneway_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Oneway_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_oneway_search(inputs)
	return en_page_title_oneway_search(inputs)
});