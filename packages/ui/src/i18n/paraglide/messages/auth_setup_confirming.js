/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_ConfirmingInputs */

const en_auth_setup_confirming = /** @type {(inputs: Auth_Setup_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming…`)
};

const fr_auth_setup_confirming = /** @type {(inputs: Auth_Setup_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation…`)
};

/**
* | output |
* | --- |
* | "Confirming…" |
*
* @param {Auth_Setup_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_confirming = /** @type {((inputs?: Auth_Setup_ConfirmingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_ConfirmingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_confirming(inputs)
	return en_auth_setup_confirming(inputs)
});