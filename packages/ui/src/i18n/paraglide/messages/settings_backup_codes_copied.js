/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_CopiedInputs */

const en_settings_backup_codes_copied = /** @type {(inputs: Settings_Backup_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied.`)
};

const fr_settings_backup_codes_copied = /** @type {(inputs: Settings_Backup_Codes_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiés.`)
};

/**
* | output |
* | --- |
* | "Copied." |
*
* @param {Settings_Backup_Codes_CopiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_copied = /** @type {((inputs?: Settings_Backup_Codes_CopiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_CopiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_copied(inputs)
	return en_settings_backup_codes_copied(inputs)
});