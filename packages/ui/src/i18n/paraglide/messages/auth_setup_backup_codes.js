/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Backup_CodesInputs */

const en_auth_setup_backup_codes = /** @type {(inputs: Auth_Setup_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup codes`)
};

const fr_auth_setup_backup_codes = /** @type {(inputs: Auth_Setup_Backup_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes de secours`)
};

/**
* | output |
* | --- |
* | "Backup codes" |
*
* @param {Auth_Setup_Backup_CodesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_backup_codes = /** @type {((inputs?: Auth_Setup_Backup_CodesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Backup_CodesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_backup_codes(inputs)
	return en_auth_setup_backup_codes(inputs)
});