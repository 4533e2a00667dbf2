/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Method_AppInputs */

const en_auth_verify_method_app = /** @type {(inputs: Auth_Verify_Method_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App code`)
};

const fr_auth_verify_method_app = /** @type {(inputs: Auth_Verify_Method_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

/**
* | output |
* | --- |
* | "App code" |
*
* @param {Auth_Verify_Method_AppInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_method_app = /** @type {((inputs?: Auth_Verify_Method_AppInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Method_AppInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_method_app(inputs)
	return en_auth_verify_method_app(inputs)
});