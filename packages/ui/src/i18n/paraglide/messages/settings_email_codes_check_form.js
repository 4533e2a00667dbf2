/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_Check_FormInputs */

const en_settings_email_codes_check_form = /** @type {(inputs: Settings_Email_Codes_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the e-mailed code`)
};

const fr_settings_email_codes_check_form = /** @type {(inputs: Settings_Email_Codes_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le code reçu par e-mail`)
};

/**
* | output |
* | --- |
* | "Check the e-mailed code" |
*
* @param {Settings_Email_Codes_Check_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_check_form = /** @type {((inputs?: Settings_Email_Codes_Check_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_Check_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_check_form(inputs)
	return en_settings_email_codes_check_form(inputs)
});