/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Kit_Search_LabelInputs */

const en_kit_search_label = /** @type {(inputs: Kit_Search_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search ${i?.label}`)
};

const fr_kit_search_label = /** @type {(inputs: Kit_Search_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechercher : ${i?.label}`)
};

/**
* | output |
* | --- |
* | "Search {label}" |
*
* @param {Kit_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_search_label = /** @type {((inputs: Kit_Search_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Search_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_search_label(inputs)
	return en_kit_search_label(inputs)
});