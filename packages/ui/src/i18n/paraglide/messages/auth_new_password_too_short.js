/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Auth_New_Password_Too_ShortInputs */

const en_auth_new_password_too_short = /** @type {(inputs: Auth_New_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use at least ${i?.count} characters.`)
};

const fr_auth_new_password_too_short = /** @type {(inputs: Auth_New_Password_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez au moins ${i?.count} caractères.`)
};

/**
* | output |
* | --- |
* | "Use at least {count} characters." |
*
* @param {Auth_New_Password_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_new_password_too_short = /** @type {((inputs: Auth_New_Password_Too_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_Password_Too_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_new_password_too_short(inputs)
	return en_auth_new_password_too_short(inputs)
});