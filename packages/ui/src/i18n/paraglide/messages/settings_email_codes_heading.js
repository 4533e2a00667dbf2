/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_HeadingInputs */

const en_settings_email_codes_heading = /** @type {(inputs: Settings_Email_Codes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailed codes`)
};

const fr_settings_email_codes_heading = /** @type {(inputs: Settings_Email_Codes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes par e-mail`)
};

/**
* | output |
* | --- |
* | "E-mailed codes" |
*
* @param {Settings_Email_Codes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_heading = /** @type {((inputs?: Settings_Email_Codes_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_heading(inputs)
	return en_settings_email_codes_heading(inputs)
});