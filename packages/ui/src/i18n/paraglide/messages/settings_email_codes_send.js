/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_SendInputs */

const en_settings_email_codes_send = /** @type {(inputs: Settings_Email_Codes_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a code by e-mail`)
};

const fr_settings_email_codes_send = /** @type {(inputs: Settings_Email_Codes_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un code par e-mail`)
};

/**
* | output |
* | --- |
* | "Send a code by e-mail" |
*
* @param {Settings_Email_Codes_SendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_send = /** @type {((inputs?: Settings_Email_Codes_SendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_SendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_send(inputs)
	return en_settings_email_codes_send(inputs)
});