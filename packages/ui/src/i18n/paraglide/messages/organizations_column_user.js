/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Column_UserInputs */

const en_organizations_column_user = /** @type {(inputs: Organizations_Column_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User`)
};

const fr_organizations_column_user = /** @type {(inputs: Organizations_Column_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur`)
};

/**
* | output |
* | --- |
* | "User" |
*
* @param {Organizations_Column_UserInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_column_user = /** @type {((inputs?: Organizations_Column_UserInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Column_UserInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_column_user(inputs)
	return en_organizations_column_user(inputs)
});