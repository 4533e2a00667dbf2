/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_RequiredInputs */

const en_settings_email_codes_required = /** @type {(inputs: Settings_Email_Codes_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from the e-mail.`)
};

const fr_settings_email_codes_required = /** @type {(inputs: Settings_Email_Codes_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code à 6 chiffres reçu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Enter the 6-digit code from the e-mail." |
*
* @param {Settings_Email_Codes_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_required = /** @type {((inputs?: Settings_Email_Codes_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_required(inputs)
	return en_settings_email_codes_required(inputs)
});