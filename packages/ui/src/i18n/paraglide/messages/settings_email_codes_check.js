/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_CheckInputs */

const en_settings_email_codes_check = /** @type {(inputs: Settings_Email_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check code`)
};

const fr_settings_email_codes_check = /** @type {(inputs: Settings_Email_Codes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le code`)
};

/**
* | output |
* | --- |
* | "Check code" |
*
* @param {Settings_Email_Codes_CheckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_check = /** @type {((inputs?: Settings_Email_Codes_CheckInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_CheckInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_check(inputs)
	return en_settings_email_codes_check(inputs)
});