/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_Two_Factor_OnInputs */

const en_organizations_two_factor_on = /** @type {(inputs: Organizations_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const fr_organizations_two_factor_on = /** @type {(inputs: Organizations_Two_Factor_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activée`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Organizations_Two_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_two_factor_on = /** @type {((inputs?: Organizations_Two_Factor_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Two_Factor_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_two_factor_on(inputs)
	return en_organizations_two_factor_on(inputs)
});