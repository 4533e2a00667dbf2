/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Value_PercentInputs */

const en_markups_value_percent = /** @type {(inputs: Markups_Value_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value (%)`)
};

const fr_markups_value_percent = /** @type {(inputs: Markups_Value_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur (%)`)
};

/**
* | output |
* | --- |
* | "Value (%)" |
*
* @param {Markups_Value_PercentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_value_percent = /** @type {((inputs?: Markups_Value_PercentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Value_PercentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_value_percent(inputs)
	return en_markups_value_percent(inputs)
});