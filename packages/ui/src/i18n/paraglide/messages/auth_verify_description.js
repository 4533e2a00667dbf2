/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_DescriptionInputs */

const en_auth_verify_description = /** @type {(inputs: Auth_Verify_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm it is you with a second factor.`)
};

const fr_auth_verify_description = /** @type {(inputs: Auth_Verify_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre identité avec un second facteur.`)
};

/**
* | output |
* | --- |
* | "Confirm it is you with a second factor." |
*
* @param {Auth_Verify_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_description = /** @type {((inputs?: Auth_Verify_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_description(inputs)
	return en_auth_verify_description(inputs)
});