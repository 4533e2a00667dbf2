/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Passport_NumberInputs */

const en_lowcost_passport_number = /** @type {(inputs: Lowcost_Passport_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passport number`)
};

const fr_lowcost_passport_number = /** @type {(inputs: Lowcost_Passport_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de passeport`)
};

/**
* | output |
* | --- |
* | "Passport number" |
*
* @param {Lowcost_Passport_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_passport_number = /** @type {((inputs?: Lowcost_Passport_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Passport_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_passport_number(inputs)
	return en_lowcost_passport_number(inputs)
});