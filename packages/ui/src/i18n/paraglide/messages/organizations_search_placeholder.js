/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Search_PlaceholderInputs */

const en_organizations_search_placeholder = /** @type {(inputs: Organizations_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, slug or city`)
};

const fr_organizations_search_placeholder = /** @type {(inputs: Organizations_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom, identifiant ou ville`)
};

/**
* | output |
* | --- |
* | "Name, slug or city" |
*
* @param {Organizations_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_search_placeholder = /** @type {((inputs?: Organizations_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_search_placeholder(inputs)
	return en_organizations_search_placeholder(inputs)
});