/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Passport_ExpiryInputs */

const en_lowcost_passport_expiry = /** @type {(inputs: Lowcost_Passport_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passport expiry`)
};

const fr_lowcost_passport_expiry = /** @type {(inputs: Lowcost_Passport_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiration du passeport`)
};

/**
* | output |
* | --- |
* | "Passport expiry" |
*
* @param {Lowcost_Passport_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_passport_expiry = /** @type {((inputs?: Lowcost_Passport_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Passport_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_passport_expiry(inputs)
	return en_lowcost_passport_expiry(inputs)
});