/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_New_Password_RequiredInputs */

const en_auth_new_password_required = /** @type {(inputs: Auth_New_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a new password.`)
};

const fr_auth_new_password_required = /** @type {(inputs: Auth_New_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nouveau mot de passe.`)
};

/**
* | output |
* | --- |
* | "Enter a new password." |
*
* @param {Auth_New_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_required = /** @type {((inputs?: Auth_New_Password_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_Password_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_new_password_required(inputs)
	return en_auth_new_password_required(inputs)
});