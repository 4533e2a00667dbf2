/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Column_Applies_ToInputs */

const en_markups_column_applies_to = /** @type {(inputs: Markups_Column_Applies_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applies to`)
};

const fr_markups_column_applies_to = /** @type {(inputs: Markups_Column_Applies_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'applique à`)
};

/**
* | output |
* | --- |
* | "Applies to" |
*
* @param {Markups_Column_Applies_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_column_applies_to = /** @type {((inputs?: Markups_Column_Applies_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Column_Applies_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_column_applies_to(inputs)
	return en_markups_column_applies_to(inputs)
});