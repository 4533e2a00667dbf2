/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Tab_UsersInputs */

const en_organizations_tab_users = /** @type {(inputs: Organizations_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform users`)
};

const fr_organizations_tab_users = /** @type {(inputs: Organizations_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateurs de la plateforme`)
};

/**
* | output |
* | --- |
* | "Platform users" |
*
* @param {Organizations_Tab_UsersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_tab_users = /** @type {((inputs?: Organizations_Tab_UsersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Tab_UsersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_tab_users(inputs)
	return en_organizations_tab_users(inputs)
});