/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Description_AdminInputs */

const en_organizations_description_admin = /** @type {(inputs: Organizations_Description_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The agencies on Comptoir and their users.`)
};

const fr_organizations_description_admin = /** @type {(inputs: Organizations_Description_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les agences sur Comptoir et leurs utilisateurs.`)
};

/**
* | output |
* | --- |
* | "The agencies on Comptoir and their users." |
*
* @param {Organizations_Description_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_description_admin = /** @type {((inputs?: Organizations_Description_AdminInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Description_AdminInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_description_admin(inputs)
	return en_organizations_description_admin(inputs)
});