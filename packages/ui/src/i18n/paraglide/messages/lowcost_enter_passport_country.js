/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Enter_Passport_CountryInputs */

const en_lowcost_enter_passport_country = /** @type {(inputs: Lowcost_Enter_Passport_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two capital letters, e.g. MA`)
};

const fr_lowcost_enter_passport_country = /** @type {(inputs: Lowcost_Enter_Passport_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux lettres majuscules, par ex. MA`)
};

/**
* | output |
* | --- |
* | "Two capital letters, e.g. MA" |
*
* @param {Lowcost_Enter_Passport_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_passport_country = /** @type {((inputs?: Lowcost_Enter_Passport_CountryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Enter_Passport_CountryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_enter_passport_country(inputs)
	return en_lowcost_enter_passport_country(inputs)
});