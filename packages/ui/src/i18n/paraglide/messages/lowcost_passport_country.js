/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Passport_CountryInputs */

const en_lowcost_passport_country = /** @type {(inputs: Lowcost_Passport_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passport country`)
};

const fr_lowcost_passport_country = /** @type {(inputs: Lowcost_Passport_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays du passeport`)
};

/**
* | output |
* | --- |
* | "Passport country" |
*
* @param {Lowcost_Passport_CountryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_passport_country = /** @type {((inputs?: Lowcost_Passport_CountryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Passport_CountryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_passport_country(inputs)
	return en_lowcost_passport_country(inputs)
});