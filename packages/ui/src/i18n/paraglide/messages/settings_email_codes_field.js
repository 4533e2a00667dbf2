/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_FieldInputs */

const en_settings_email_codes_field = /** @type {(inputs: Settings_Email_Codes_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the e-mail`)
};

const fr_settings_email_codes_field = /** @type {(inputs: Settings_Email_Codes_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code reçu par e-mail`)
};

/**
* | output |
* | --- |
* | "Code from the e-mail" |
*
* @param {Settings_Email_Codes_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_field = /** @type {((inputs?: Settings_Email_Codes_FieldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_FieldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_field(inputs)
	return en_settings_email_codes_field(inputs)
});