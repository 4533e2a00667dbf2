/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_Regenerate_DescriptionInputs */

const en_settings_backup_codes_regenerate_description = /** @type {(inputs: Settings_Backup_Codes_Regenerate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New codes replace the old ones, which stop working.`)
};

const fr_settings_backup_codes_regenerate_description = /** @type {(inputs: Settings_Backup_Codes_Regenerate_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux codes remplacent les anciens, qui cessent de fonctionner.`)
};

/**
* | output |
* | --- |
* | "New codes replace the old ones, which stop working." |
*
* @param {Settings_Backup_Codes_Regenerate_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_regenerate_description = /** @type {((inputs?: Settings_Backup_Codes_Regenerate_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_Regenerate_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_regenerate_description(inputs)
	return en_settings_backup_codes_regenerate_description(inputs)
});