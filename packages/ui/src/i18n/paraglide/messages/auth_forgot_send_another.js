/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_Send_AnotherInputs */

const en_auth_forgot_send_another = /** @type {(inputs: Auth_Forgot_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send another link`)
};

const fr_auth_forgot_send_another = /** @type {(inputs: Auth_Forgot_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un autre lien`)
};

/**
* | output |
* | --- |
* | "Send another link" |
*
* @param {Auth_Forgot_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_send_another = /** @type {((inputs?: Auth_Forgot_Send_AnotherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Send_AnotherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forgot_send_another(inputs)
	return en_auth_forgot_send_another(inputs)
});