/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Email_Will_SendInputs */

const en_auth_verify_email_will_send = /** @type {(inputs: Auth_Verify_Email_Will_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will send a 6-digit code to your e-mail address.`)
};

const fr_auth_verify_email_will_send = /** @type {(inputs: Auth_Verify_Email_Will_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous allons envoyer un code à 6 chiffres à votre adresse e-mail.`)
};

/**
* | output |
* | --- |
* | "We will send a 6-digit code to your e-mail address." |
*
* @param {Auth_Verify_Email_Will_SendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_email_will_send = /** @type {((inputs?: Auth_Verify_Email_Will_SendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Email_Will_SendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_email_will_send(inputs)
	return en_auth_verify_email_will_send(inputs)
});