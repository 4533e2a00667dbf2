/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Enter_Passport_ExpiryInputs */

const en_lowcost_enter_passport_expiry = /** @type {(inputs: Lowcost_Enter_Passport_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the expiry date`)
};

const fr_lowcost_enter_passport_expiry = /** @type {(inputs: Lowcost_Enter_Passport_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la date d'expiration`)
};

/**
* | output |
* | --- |
* | "Enter the expiry date" |
*
* @param {Lowcost_Enter_Passport_ExpiryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_passport_expiry = /** @type {((inputs?: Lowcost_Enter_Passport_ExpiryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Enter_Passport_ExpiryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_enter_passport_expiry(inputs)
	return en_lowcost_enter_passport_expiry(inputs)
});