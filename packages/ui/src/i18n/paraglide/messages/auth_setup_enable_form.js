/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Enable_FormInputs */

const en_auth_setup_enable_form = /** @type {(inputs: Auth_Setup_Enable_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable two-factor`)
};

const fr_auth_setup_enable_form = /** @type {(inputs: Auth_Setup_Enable_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer la double authentification`)
};

/**
* | output |
* | --- |
* | "Enable two-factor" |
*
* @param {Auth_Setup_Enable_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_enable_form = /** @type {((inputs?: Auth_Setup_Enable_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Enable_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_enable_form(inputs)
	return en_auth_setup_enable_form(inputs)
});