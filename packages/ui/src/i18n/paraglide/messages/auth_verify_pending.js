/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_PendingInputs */

const en_auth_verify_pending = /** @type {(inputs: Auth_Verify_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying…`)
};

const fr_auth_verify_pending = /** @type {(inputs: Auth_Verify_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification…`)
};

/**
* | output |
* | --- |
* | "Verifying…" |
*
* @param {Auth_Verify_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_pending = /** @type {((inputs?: Auth_Verify_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_pending(inputs)
	return en_auth_verify_pending(inputs)
});