/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_Codes_Shown_OnceInputs */

const en_settings_backup_codes_shown_once = /** @type {(inputs: Settings_Backup_Codes_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These codes are shown only now: copy them or save them as a file.`)
};

const fr_settings_backup_codes_shown_once = /** @type {(inputs: Settings_Backup_Codes_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces codes ne s'affichent qu'une fois : copiez-les ou enregistrez-les dans un fichier.`)
};

/**
* | output |
* | --- |
* | "These codes are shown only now: copy them or save them as a file." |
*
* @param {Settings_Backup_Codes_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_backup_codes_shown_once = /** @type {((inputs?: Settings_Backup_Codes_Shown_OnceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_Codes_Shown_OnceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_backup_codes_shown_once(inputs)
	return en_settings_backup_codes_shown_once(inputs)
});