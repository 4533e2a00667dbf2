/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Two_Factor_OffInputs */

const en_organizations_two_factor_off = /** @type {(inputs: Organizations_Two_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const fr_organizations_two_factor_off = /** @type {(inputs: Organizations_Two_Factor_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivée`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Organizations_Two_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_two_factor_off = /** @type {((inputs?: Organizations_Two_Factor_OffInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Two_Factor_OffInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_two_factor_off(inputs)
	return en_organizations_two_factor_off(inputs)
});