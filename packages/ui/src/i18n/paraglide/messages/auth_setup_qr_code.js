/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Qr_CodeInputs */

const en_auth_setup_qr_code = /** @type {(inputs: Auth_Setup_Qr_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

const fr_auth_setup_qr_code = /** @type {(inputs: Auth_Setup_Qr_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code pour votre application d'authentification`)
};

/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Auth_Setup_Qr_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_qr_code = /** @type {((inputs?: Auth_Setup_Qr_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Qr_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_qr_code(inputs)
	return en_auth_setup_qr_code(inputs)
});