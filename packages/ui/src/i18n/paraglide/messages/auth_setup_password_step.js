/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Password_StepInputs */

const en_auth_setup_password_step = /** @type {(inputs: Auth_Setup_Password_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account needs a second factor. Enter your password to start.`)
};

const fr_auth_setup_password_step = /** @type {(inputs: Auth_Setup_Password_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte a besoin d'un second facteur. Saisissez votre mot de passe pour commencer.`)
};

/**
* | output |
* | --- |
* | "Your account needs a second factor. Enter your password to start." |
*
* @param {Auth_Setup_Password_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_password_step = /** @type {((inputs?: Auth_Setup_Password_StepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Password_StepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_password_step(inputs)
	return en_auth_setup_password_step(inputs)
});