/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Priority_RangeInputs */

const en_markups_priority_range = /** @type {(inputs: Markups_Priority_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The priority is 0 to 100`)
};

const fr_markups_priority_range = /** @type {(inputs: Markups_Priority_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La priorité va de 0 à 100`)
};

/**
* | output |
* | --- |
* | "The priority is 0 to 100" |
*
* @param {Markups_Priority_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_priority_range = /** @type {((inputs?: Markups_Priority_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Priority_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_priority_range(inputs)
	return en_markups_priority_range(inputs)
});