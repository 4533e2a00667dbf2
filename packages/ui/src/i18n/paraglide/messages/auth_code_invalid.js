/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Auth_Code_InvalidInputs */

const en_auth_code_invalid = /** @type {(inputs: Auth_Code_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the ${i?.count}-digit code.`)
};

const fr_auth_code_invalid = /** @type {(inputs: Auth_Code_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisissez le code à ${i?.count} chiffres.`)
};

/**
* | output |
* | --- |
* | "Enter the {count}-digit code." |
*
* @param {Auth_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_invalid = /** @type {((inputs: Auth_Code_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_code_invalid(inputs)
	return en_auth_code_invalid(inputs)
});