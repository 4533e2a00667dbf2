/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Email_Codes_IntroInputs */

const en_settings_email_codes_intro = /** @type {(inputs: Settings_Email_Codes_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Send a one-time code to ${i?.email} to check that e-mailed codes reach you.`)
};

const fr_settings_email_codes_intro = /** @type {(inputs: Settings_Email_Codes_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoyez un code à usage unique à ${i?.email} pour vérifier que les codes par e-mail vous parviennent.`)
};

/**
* | output |
* | --- |
* | "Send a one-time code to {email} to check that e-mailed codes reach you." |
*
* @param {Settings_Email_Codes_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_intro = /** @type {((inputs: Settings_Email_Codes_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_intro(inputs)
	return en_settings_email_codes_intro(inputs)
});