/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Kind_PercentageInputs */

const en_markups_kind_percentage = /** @type {(inputs: Markups_Kind_PercentageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percentage of the fare`)
};

const fr_markups_kind_percentage = /** @type {(inputs: Markups_Kind_PercentageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourcentage du tarif`)
};

/**
* | output |
* | --- |
* | "Percentage of the fare" |
*
* @param {Markups_Kind_PercentageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_kind_percentage = /** @type {((inputs?: Markups_Kind_PercentageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Kind_PercentageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_kind_percentage(inputs)
	return en_markups_kind_percentage(inputs)
});