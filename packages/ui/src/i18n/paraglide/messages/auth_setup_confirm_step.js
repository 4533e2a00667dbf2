/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Confirm_StepInputs */

const en_auth_setup_confirm_step = /** @type {(inputs: Auth_Setup_Confirm_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR code with your authenticator app, save the backup codes, then enter a code.`)
};

const fr_auth_setup_confirm_step = /** @type {(inputs: Auth_Setup_Confirm_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez le QR code avec votre application d'authentification, enregistrez les codes de secours, puis saisissez un code.`)
};

/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app, save the backup codes, then enter a code." |
*
* @param {Auth_Setup_Confirm_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_confirm_step = /** @type {((inputs?: Auth_Setup_Confirm_StepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Confirm_StepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_confirm_step(inputs)
	return en_auth_setup_confirm_step(inputs)
});