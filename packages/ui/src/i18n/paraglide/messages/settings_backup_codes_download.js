/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_DownloadInputs */

const en_settings_backup_codes_download = /** @type {(inputs: Settings_Backup_Codes_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download as .txt`)
};

const fr_settings_backup_codes_download = /** @type {(inputs: Settings_Backup_Codes_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger en .txt`)
};

/**
* | output |
* | --- |
* | "Download as .txt" |
*
* @param {Settings_Backup_Codes_DownloadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_download = /** @type {((inputs?: Settings_Backup_Codes_DownloadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_DownloadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_download(inputs)
	return en_settings_backup_codes_download(inputs)
});