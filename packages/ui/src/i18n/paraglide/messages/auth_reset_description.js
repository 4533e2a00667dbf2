/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_DescriptionInputs */

const en_auth_reset_description = /** @type {(inputs: Auth_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account.`)
};

const fr_auth_reset_description = /** @type {(inputs: Auth_Reset_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe pour votre compte.`)
};

/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Auth_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_description = /** @type {((inputs?: Auth_Reset_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_description(inputs)
	return en_auth_reset_description(inputs)
});