/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_HeadingInputs */

const en_settings_backup_codes_heading = /** @type {(inputs: Settings_Backup_Codes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup codes`)
};

const fr_settings_backup_codes_heading = /** @type {(inputs: Settings_Backup_Codes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de secours`)
};

/**
* | output |
* | --- |
* | "Backup codes" |
*
* @param {Settings_Backup_Codes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_heading = /** @type {((inputs?: Settings_Backup_Codes_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_heading(inputs)
	return en_settings_backup_codes_heading(inputs)
});