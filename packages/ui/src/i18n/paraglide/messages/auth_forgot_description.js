/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_DescriptionInputs */

const en_auth_forgot_description = /** @type {(inputs: Auth_Forgot_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your e-mail address and we will send you a link to reset your password.`)
};

const fr_auth_forgot_description = /** @type {(inputs: Auth_Forgot_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre adresse e-mail : nous vous enverrons un lien pour réinitialiser votre mot de passe.`)
};

/**
* | output |
* | --- |
* | "Enter your e-mail address and we will send you a link to reset your password." |
*
* @param {Auth_Forgot_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_description = /** @type {((inputs?: Auth_Forgot_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forgot_description(inputs)
	return en_auth_forgot_description(inputs)
});