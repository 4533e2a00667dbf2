/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Enter_Passport_NumberInputs */

const en_lowcost_enter_passport_number = /** @type {(inputs: Lowcost_Enter_Passport_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the passport number`)
};

const fr_lowcost_enter_passport_number = /** @type {(inputs: Lowcost_Enter_Passport_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le numéro de passeport`)
};

/**
* | output |
* | --- |
* | "Enter the passport number" |
*
* @param {Lowcost_Enter_Passport_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_passport_number = /** @type {((inputs?: Lowcost_Enter_Passport_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Enter_Passport_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_enter_passport_number(inputs)
	return en_lowcost_enter_passport_number(inputs)
});