/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Passport_Country_HintInputs */

const en_lowcost_passport_country_hint = /** @type {(inputs: Lowcost_Passport_Country_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two letters, e.g. MA`)
};

const fr_lowcost_passport_country_hint = /** @type {(inputs: Lowcost_Passport_Country_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux lettres, par ex. MA`)
};

/**
* | output |
* | --- |
* | "Two letters, e.g. MA" |
*
* @param {Lowcost_Passport_Country_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_passport_country_hint = /** @type {((inputs?: Lowcost_Passport_Country_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Passport_Country_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_passport_country_hint(inputs)
	return en_lowcost_passport_country_hint(inputs)
});