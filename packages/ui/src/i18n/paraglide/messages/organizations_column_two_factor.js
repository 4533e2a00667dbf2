/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Column_Two_FactorInputs */

const en_organizations_column_two_factor = /** @type {(inputs: Organizations_Column_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor`)
};

const fr_organizations_column_two_factor = /** @type {(inputs: Organizations_Column_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Double authentification`)
};

/**
* | output |
* | --- |
* | "Two-factor" |
*
* @param {Organizations_Column_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_column_two_factor = /** @type {((inputs?: Organizations_Column_Two_FactorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Column_Two_FactorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_column_two_factor(inputs)
	return en_organizations_column_two_factor(inputs)
});