/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Enter_PhoneInputs */

const en_lowcost_enter_phone = /** @type {(inputs: Lowcost_Enter_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a phone number, e.g. +212 600 000 000`)
};

const fr_lowcost_enter_phone = /** @type {(inputs: Lowcost_Enter_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un numéro de téléphone, par ex. +212 600 000 000`)
};

/**
* | output |
* | --- |
* | "Enter a phone number, e.g. +212 600 000 000" |
*
* @param {Lowcost_Enter_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_phone = /** @type {((inputs?: Lowcost_Enter_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Enter_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_enter_phone(inputs)
	return en_lowcost_enter_phone(inputs)
});