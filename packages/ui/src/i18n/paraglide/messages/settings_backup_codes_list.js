/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_ListInputs */

const en_settings_backup_codes_list = /** @type {(inputs: Settings_Backup_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New backup codes`)
};

const fr_settings_backup_codes_list = /** @type {(inputs: Settings_Backup_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux codes de secours`)
};

/**
* | output |
* | --- |
* | "New backup codes" |
*
* @param {Settings_Backup_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_list = /** @type {((inputs?: Settings_Backup_Codes_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_list(inputs)
	return en_settings_backup_codes_list(inputs)
});