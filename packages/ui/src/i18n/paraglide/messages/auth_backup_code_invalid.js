/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Backup_Code_InvalidInputs */

const en_auth_backup_code_invalid = /** @type {(inputs: Auth_Backup_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a backup code like abcde-12345.`)
};

const fr_auth_backup_code_invalid = /** @type {(inputs: Auth_Backup_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un code de secours de la forme abcde-12345.`)
};

/**
* | output |
* | --- |
* | "Enter a backup code like abcde-12345." |
*
* @param {Auth_Backup_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code_invalid = /** @type {((inputs?: Auth_Backup_Code_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Backup_Code_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_backup_code_invalid(inputs)
	return en_auth_backup_code_invalid(inputs)
});