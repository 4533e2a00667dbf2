/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_Send_AnotherInputs */

const en_settings_email_codes_send_another = /** @type {(inputs: Settings_Email_Codes_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send another code`)
};

const fr_settings_email_codes_send_another = /** @type {(inputs: Settings_Email_Codes_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un autre code`)
};

/**
* | output |
* | --- |
* | "Send another code" |
*
* @param {Settings_Email_Codes_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_send_another = /** @type {((inputs?: Settings_Email_Codes_Send_AnotherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_Send_AnotherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_send_another(inputs)
	return en_settings_email_codes_send_another(inputs)
});