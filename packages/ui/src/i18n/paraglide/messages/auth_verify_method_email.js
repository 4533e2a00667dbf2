/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Method_EmailInputs */

const en_auth_verify_method_email = /** @type {(inputs: Auth_Verify_Method_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail code`)
};

const fr_auth_verify_method_email = /** @type {(inputs: Auth_Verify_Method_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

/**
* | output |
* | --- |
* | "E-mail code" |
*
* @param {Auth_Verify_Method_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_method_email = /** @type {((inputs?: Auth_Verify_Method_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Method_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_method_email(inputs)
	return en_auth_verify_method_email(inputs)
});