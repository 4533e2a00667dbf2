/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Priority_InvalidInputs */

const en_markups_priority_invalid = /** @type {(inputs: Markups_Priority_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The priority is a whole number from 0 to 100`)
};

const fr_markups_priority_invalid = /** @type {(inputs: Markups_Priority_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La priorité est un nombre entier de 0 à 100`)
};

/**
* | output |
* | --- |
* | "The priority is a whole number from 0 to 100" |
*
* @param {Markups_Priority_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_priority_invalid = /** @type {((inputs?: Markups_Priority_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Priority_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_priority_invalid(inputs)
	return en_markups_priority_invalid(inputs)
});