/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_EnablingInputs */

const en_auth_setup_enabling = /** @type {(inputs: Auth_Setup_EnablingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabling…`)
};

const fr_auth_setup_enabling = /** @type {(inputs: Auth_Setup_EnablingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activation…`)
};

/**
* | output |
* | --- |
* | "Enabling…" |
*
* @param {Auth_Setup_EnablingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_enabling = /** @type {((inputs?: Auth_Setup_EnablingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_EnablingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_enabling(inputs)
	return en_auth_setup_enabling(inputs)
});