/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_Request_FormInputs */

const en_auth_forgot_request_form = /** @type {(inputs: Auth_Forgot_Request_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a reset link`)
};

const fr_auth_forgot_request_form = /** @type {(inputs: Auth_Forgot_Request_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un lien de réinitialisation`)
};

/**
* | output |
* | --- |
* | "Request a reset link" |
*
* @param {Auth_Forgot_Request_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_request_form = /** @type {((inputs?: Auth_Forgot_Request_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Request_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_forgot_request_form(inputs)
	return en_auth_forgot_request_form(inputs)
});