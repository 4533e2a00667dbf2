/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Column_AddsInputs */

const en_markups_column_adds = /** @type {(inputs: Markups_Column_AddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adds`)
};

const fr_markups_column_adds = /** @type {(inputs: Markups_Column_AddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoute`)
};

/**
* | output |
* | --- |
* | "Adds" |
*
* @param {Markups_Column_AddsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_column_adds = /** @type {((inputs?: Markups_Column_AddsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Column_AddsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_column_adds(inputs)
	return en_markups_column_adds(inputs)
});