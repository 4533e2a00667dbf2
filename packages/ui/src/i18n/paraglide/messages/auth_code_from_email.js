/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_From_EmailInputs */

const en_auth_code_from_email = /** @type {(inputs: Auth_Code_From_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the e-mail`)
};

const fr_auth_code_from_email = /** @type {(inputs: Auth_Code_From_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code reçu par e-mail`)
};

/**
* | output |
* | --- |
* | "Code from the e-mail" |
*
* @param {Auth_Code_From_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_from_email = /** @type {((inputs?: Auth_Code_From_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_From_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_code_from_email(inputs)
	return en_auth_code_from_email(inputs)
});