/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Repeat_PasswordInputs */

const en_auth_reset_repeat_password = /** @type {(inputs: Auth_Reset_Repeat_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeat the new password`)
};

const fr_auth_reset_repeat_password = /** @type {(inputs: Auth_Reset_Repeat_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répétez le nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "Repeat the new password" |
*
* @param {Auth_Reset_Repeat_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_repeat_password = /** @type {((inputs?: Auth_Reset_Repeat_PasswordInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Repeat_PasswordInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_repeat_password(inputs)
	return en_auth_reset_repeat_password(inputs)
});