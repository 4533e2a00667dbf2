/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Send_New_CodeInputs */

const en_auth_verify_send_new_code = /** @type {(inputs: Auth_Verify_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new code`)
};

const fr_auth_verify_send_new_code = /** @type {(inputs: Auth_Verify_Send_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un nouveau code`)
};

/**
* | output |
* | --- |
* | "Send a new code" |
*
* @param {Auth_Verify_Send_New_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_send_new_code = /** @type {((inputs?: Auth_Verify_Send_New_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Send_New_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_send_new_code(inputs)
	return en_auth_verify_send_new_code(inputs)
});