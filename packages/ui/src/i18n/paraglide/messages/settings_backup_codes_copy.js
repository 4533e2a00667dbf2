/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_CopyInputs */

const en_settings_backup_codes_copy = /** @type {(inputs: Settings_Backup_Codes_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy codes`)
};

const fr_settings_backup_codes_copy = /** @type {(inputs: Settings_Backup_Codes_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier les codes`)
};

/**
* | output |
* | --- |
* | "Copy codes" |
*
* @param {Settings_Backup_Codes_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_copy = /** @type {((inputs?: Settings_Backup_Codes_CopyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_CopyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_copy(inputs)
	return en_settings_backup_codes_copy(inputs)
});