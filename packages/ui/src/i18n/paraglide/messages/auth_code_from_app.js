/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_From_AppInputs */

const en_auth_code_from_app = /** @type {(inputs: Auth_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app`)
};

const fr_auth_code_from_app = /** @type {(inputs: Auth_Code_From_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de votre application d'authentification`)
};

/**
* | output |
* | --- |
* | "Code from your authenticator app" |
*
* @param {Auth_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_from_app = /** @type {((inputs?: Auth_Code_From_AppInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_From_AppInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_code_from_app(inputs)
	return en_auth_code_from_app(inputs)
});