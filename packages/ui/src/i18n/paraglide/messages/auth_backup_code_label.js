/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Backup_Code_LabelInputs */

const en_auth_backup_code_label = /** @type {(inputs: Auth_Backup_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup code`)
};

const fr_auth_backup_code_label = /** @type {(inputs: Auth_Backup_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de secours`)
};

/**
* | output |
* | --- |
* | "Backup code" |
*
* @param {Auth_Backup_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_backup_code_label = /** @type {((inputs?: Auth_Backup_Code_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Backup_Code_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_backup_code_label(inputs)
	return en_auth_backup_code_label(inputs)
});