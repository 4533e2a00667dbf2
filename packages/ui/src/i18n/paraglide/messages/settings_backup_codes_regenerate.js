/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_RegenerateInputs */

const en_settings_backup_codes_regenerate = /** @type {(inputs: Settings_Backup_Codes_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate backup codes`)
};

const fr_settings_backup_codes_regenerate = /** @type {(inputs: Settings_Backup_Codes_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Générer de nouveaux codes de secours`)
};

/**
* | output |
* | --- |
* | "Regenerate backup codes" |
*
* @param {Settings_Backup_Codes_RegenerateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_regenerate = /** @type {((inputs?: Settings_Backup_Codes_RegenerateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_RegenerateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_regenerate(inputs)
	return en_settings_backup_codes_regenerate(inputs)
});