/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_FormInputs */

const en_auth_reset_form = /** @type {(inputs: Auth_Reset_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

const fr_auth_reset_form = /** @type {(inputs: Auth_Reset_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir un nouveau mot de passe`)
};

/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Auth_Reset_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_form = /** @type {((inputs?: Auth_Reset_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_form(inputs)
	return en_auth_reset_form(inputs)
});