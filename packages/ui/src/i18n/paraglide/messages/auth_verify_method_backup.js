/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Method_BackupInputs */

const en_auth_verify_method_backup = /** @type {(inputs: Auth_Verify_Method_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup code`)
};

const fr_auth_verify_method_backup = /** @type {(inputs: Auth_Verify_Method_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secours`)
};

/**
* | output |
* | --- |
* | "Backup code" |
*
* @param {Auth_Verify_Method_BackupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_method_backup = /** @type {((inputs?: Auth_Verify_Method_BackupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Method_BackupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_method_backup(inputs)
	return en_auth_verify_method_backup(inputs)
});