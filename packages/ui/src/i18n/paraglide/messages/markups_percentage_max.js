/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Percentage_MaxInputs */

const en_markups_percentage_max = /** @type {(inputs: Markups_Percentage_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A percentage markup is at most 100`)
};

const fr_markups_percentage_max = /** @type {(inputs: Markups_Percentage_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une majoration en pourcentage ne dépasse pas 100`)
};

/**
* | output |
* | --- |
* | "A percentage markup is at most 100" |
*
* @param {Markups_Percentage_MaxInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_percentage_max = /** @type {((inputs?: Markups_Percentage_MaxInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Percentage_MaxInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_percentage_max(inputs)
	return en_markups_percentage_max(inputs)
});