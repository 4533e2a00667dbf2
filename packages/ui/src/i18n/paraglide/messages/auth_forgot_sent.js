/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_SentInputs */

const en_auth_forgot_sent = /** @type {(inputs: Auth_Forgot_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this e-mail has an account, a reset link is on its way. Check your inbox.`)
};

const fr_auth_forgot_sent = /** @type {(inputs: Auth_Forgot_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si cette adresse e-mail correspond à un compte, un lien de réinitialisation vous a été envoyé. Consultez votre boîte de réception.`)
};

/**
* | output |
* | --- |
* | "If this e-mail has an account, a reset link is on its way. Check your inbox." |
*
* @param {Auth_Forgot_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_sent = /** @type {((inputs?: Auth_Forgot_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forgot_sent(inputs)
	return en_auth_forgot_sent(inputs)
});