/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_MethodsInputs */

const en_auth_verify_methods = /** @type {(inputs: Auth_Verify_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification method`)
};

const fr_auth_verify_methods = /** @type {(inputs: Auth_Verify_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthode de vérification`)
};

/**
* | output |
* | --- |
* | "Verification method" |
*
* @param {Auth_Verify_MethodsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_methods = /** @type {((inputs?: Auth_Verify_MethodsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_MethodsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_methods(inputs)
	return en_auth_verify_methods(inputs)
});