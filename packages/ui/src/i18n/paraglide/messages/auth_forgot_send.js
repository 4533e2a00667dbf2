/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_SendInputs */

const en_auth_forgot_send = /** @type {(inputs: Auth_Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

const fr_auth_forgot_send = /** @type {(inputs: Auth_Forgot_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le lien de réinitialisation`)
};

/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Forgot_SendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_send = /** @type {((inputs?: Auth_Forgot_SendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forgot_send(inputs)
	return en_auth_forgot_send(inputs)
});