/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Backup_Code_RequiredInputs */

const en_auth_backup_code_required = /** @type {(inputs: Auth_Backup_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter one of your backup codes.`)
};

const fr_auth_backup_code_required = /** @type {(inputs: Auth_Backup_Code_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l'un de vos codes de secours.`)
};

/**
* | output |
* | --- |
* | "Enter one of your backup codes." |
*
* @param {Auth_Backup_Code_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code_required = /** @type {((inputs?: Auth_Backup_Code_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Backup_Code_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_backup_code_required(inputs)
	return en_auth_backup_code_required(inputs)
});