/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_Codes_WorksInputs */

const en_settings_email_codes_works = /** @type {(inputs: Settings_Email_Codes_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The code works: e-mailed codes reach you.`)
};

const fr_settings_email_codes_works = /** @type {(inputs: Settings_Email_Codes_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code fonctionne : les codes par e-mail vous parviennent.`)
};

/**
* | output |
* | --- |
* | "The code works: e-mailed codes reach you." |
*
* @param {Settings_Email_Codes_WorksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_email_codes_works = /** @type {((inputs?: Settings_Email_Codes_WorksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_Codes_WorksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_email_codes_works(inputs)
	return en_settings_email_codes_works(inputs)
});