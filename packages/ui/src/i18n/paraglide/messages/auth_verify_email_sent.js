/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Email_SentInputs */

const en_auth_verify_email_sent = /** @type {(inputs: Auth_Verify_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent a code to your e-mail address. It expires in a few minutes.`)
};

const fr_auth_verify_email_sent = /** @type {(inputs: Auth_Verify_Email_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un code à votre adresse e-mail. Il expire dans quelques minutes.`)
};

/**
* | output |
* | --- |
* | "We sent a code to your e-mail address. It expires in a few minutes." |
*
* @param {Auth_Verify_Email_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_email_sent = /** @type {((inputs?: Auth_Verify_Email_SentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Email_SentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_email_sent(inputs)
	return en_auth_verify_email_sent(inputs)
});