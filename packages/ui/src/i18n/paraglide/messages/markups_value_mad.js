/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Value_MadInputs */

const en_markups_value_mad = /** @type {(inputs: Markups_Value_MadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value (MAD)`)
};

const fr_markups_value_mad = /** @type {(inputs: Markups_Value_MadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur (MAD)`)
};

/**
* | output |
* | --- |
* | "Value (MAD)" |
*
* @param {Markups_Value_MadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_value_mad = /** @type {((inputs?: Markups_Value_MadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Value_MadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_value_mad(inputs)
	return en_markups_value_mad(inputs)
});