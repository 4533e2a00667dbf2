/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_SecretInputs */

const en_auth_setup_secret = /** @type {(inputs: Auth_Setup_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or enter this key:`)
};

const fr_auth_setup_secret = /** @type {(inputs: Auth_Setup_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou saisissez cette clé :`)
};

/**
* | output |
* | --- |
* | "Or enter this key:" |
*
* @param {Auth_Setup_SecretInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_secret = /** @type {((inputs?: Auth_Setup_SecretInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_SecretInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_secret(inputs)
	return en_auth_setup_secret(inputs)
});