/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_RegeneratingInputs */

const en_settings_backup_codes_regenerating = /** @type {(inputs: Settings_Backup_Codes_RegeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerating…`)
};

const fr_settings_backup_codes_regenerating = /** @type {(inputs: Settings_Backup_Codes_RegeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Génération…`)
};

/**
* | output |
* | --- |
* | "Regenerating…" |
*
* @param {Settings_Backup_Codes_RegeneratingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_regenerating = /** @type {((inputs?: Settings_Backup_Codes_RegeneratingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_RegeneratingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_regenerating(inputs)
	return en_settings_backup_codes_regenerating(inputs)
});