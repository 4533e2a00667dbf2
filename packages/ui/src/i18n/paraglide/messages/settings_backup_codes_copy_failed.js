/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_Copy_FailedInputs */

const en_settings_backup_codes_copy_failed = /** @type {(inputs: Settings_Backup_Codes_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: download them instead.`)
};

const fr_settings_backup_codes_copy_failed = /** @type {(inputs: Settings_Backup_Codes_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie impossible : téléchargez-les plutôt.`)
};

/**
* | output |
* | --- |
* | "Could not copy: download them instead." |
*
* @param {Settings_Backup_Codes_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_copy_failed = /** @type {((inputs?: Settings_Backup_Codes_Copy_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_Copy_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_copy_failed(inputs)
	return en_settings_backup_codes_copy_failed(inputs)
});