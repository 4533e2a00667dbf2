/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Value_HintInputs */

const en_markups_value_hint = /** @type {(inputs: Markups_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`French format, e.g. 1,5`)
};

const fr_markups_value_hint = /** @type {(inputs: Markups_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format français, par ex. 1,5`)
};

/**
* | output |
* | --- |
* | "French format, e.g. 1,5" |
*
* @param {Markups_Value_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_value_hint = /** @type {((inputs?: Markups_Value_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Value_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_value_hint(inputs)
	return en_markups_value_hint(inputs)
});