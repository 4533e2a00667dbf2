/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Backup_Codes_KeepInputs */

const en_auth_setup_backup_codes_keep = /** @type {(inputs: Auth_Setup_Backup_Codes_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep them somewhere safe: each one signs you in once if you lose your phone.`)
};

const fr_auth_setup_backup_codes_keep = /** @type {(inputs: Auth_Setup_Backup_Codes_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservez-les en lieu sûr : chacun permet une connexion si vous perdez votre téléphone.`)
};

/**
* | output |
* | --- |
* | "Keep them somewhere safe: each one signs you in once if you lose your phone." |
*
* @param {Auth_Setup_Backup_Codes_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_backup_codes_keep = /** @type {((inputs?: Auth_Setup_Backup_Codes_KeepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Backup_Codes_KeepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_backup_codes_keep(inputs)
	return en_auth_setup_backup_codes_keep(inputs)
});