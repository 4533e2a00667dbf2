/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setup_Confirm_SubmitInputs */

const en_auth_setup_confirm_submit = /** @type {(inputs: Auth_Setup_Confirm_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm and finish`)
};

const fr_auth_setup_confirm_submit = /** @type {(inputs: Auth_Setup_Confirm_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer et terminer`)
};

/**
* | output |
* | --- |
* | "Confirm and finish" |
*
* @param {Auth_Setup_Confirm_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_setup_confirm_submit = /** @type {((inputs?: Auth_Setup_Confirm_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setup_Confirm_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_setup_confirm_submit(inputs)
	return en_auth_setup_confirm_submit(inputs)
});