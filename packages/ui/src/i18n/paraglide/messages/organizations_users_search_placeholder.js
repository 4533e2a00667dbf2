/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Users_Search_PlaceholderInputs */

const en_organizations_users_search_placeholder = /** @type {(inputs: Organizations_Users_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or e-mail`)
};

const fr_organizations_users_search_placeholder = /** @type {(inputs: Organizations_Users_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou e-mail`)
};

/**
* | output |
* | --- |
* | "Name or e-mail" |
*
* @param {Organizations_Users_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_users_search_placeholder = /** @type {((inputs?: Organizations_Users_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Users_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_users_search_placeholder(inputs)
	return en_organizations_users_search_placeholder(inputs)
});