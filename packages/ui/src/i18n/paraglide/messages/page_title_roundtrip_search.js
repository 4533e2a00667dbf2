/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Roundtrip_SearchInputs */

const en_page_title_roundtrip_search = /** @type {(inputs: Page_Title_Roundtrip_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round-trip search`)
};

const fr_page_title_roundtrip_search = /** @type {(inputs: Page_Title_Roundtrip_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche aller-retour`)
};

/**
* | output |
* | --- |
* | "Round-trip search" |
*
* @param {Page_Title_Roundtrip_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_roundtrip_search = /** @type {((inputs?: Page_Title_Roundtrip_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Roundtrip_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_roundtrip_search(inputs)
	return en_page_title_roundtrip_search(inputs)
});