/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_Other_AccountInputs */

const en_auth_verify_other_account = /** @type {(inputs: Auth_Verify_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another account`)
};

const fr_auth_verify_other_account = /** @type {(inputs: Auth_Verify_Other_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser un autre compte`)
};

/**
* | output |
* | --- |
* | "Use another account" |
*
* @param {Auth_Verify_Other_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_verify_other_account = /** @type {((inputs?: Auth_Verify_Other_AccountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_Other_AccountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_other_account(inputs)
	return en_auth_verify_other_account(inputs)
});