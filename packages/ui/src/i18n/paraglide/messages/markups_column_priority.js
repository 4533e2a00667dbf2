/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Column_PriorityInputs */

const en_markups_column_priority = /** @type {(inputs: Markups_Column_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

const fr_markups_column_priority = /** @type {(inputs: Markups_Column_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorité`)
};

/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Markups_Column_PriorityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_column_priority = /** @type {((inputs?: Markups_Column_PriorityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Column_PriorityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_column_priority(inputs)
	return en_markups_column_priority(inputs)
});