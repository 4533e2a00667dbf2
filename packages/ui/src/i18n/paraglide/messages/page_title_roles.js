/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_RolesInputs */

const en_page_title_roles = /** @type {(inputs: Page_Title_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles and permissions`)
};

const fr_page_title_roles = /** @type {(inputs: Page_Title_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles et autorisations`)
};

/**
* | output |
* | --- |
* | "Roles and permissions" |
*
* @param {Page_Title_RolesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_roles = /** @type {((inputs?: Page_Title_RolesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_RolesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_roles(inputs)
	return en_page_title_roles(inputs)
});