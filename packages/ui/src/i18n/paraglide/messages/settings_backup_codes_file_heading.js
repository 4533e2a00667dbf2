/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Settings_Backup_Codes_File_HeadingInputs */

const en_settings_backup_codes_file_heading = /** @type {(inputs: Settings_Backup_Codes_File_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comptoir backup codes for ${i?.email} (each signs you in once)`)
};

const fr_settings_backup_codes_file_heading = /** @type {(inputs: Settings_Backup_Codes_File_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Codes de secours Comptoir pour ${i?.email} (chacun permet une seule connexion)`)
};

/**
* | output |
* | --- |
* | "Comptoir backup codes for {email} (each signs you in once)" |
*
* @param {Settings_Backup_Codes_File_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_file_heading = /** @type {((inputs: Settings_Backup_Codes_File_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_File_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_file_heading(inputs)
	return en_settings_backup_codes_file_heading(inputs)
});