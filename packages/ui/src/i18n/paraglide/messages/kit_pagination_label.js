/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Kit_Pagination_LabelInputs */

const en_kit_pagination_label = /** @type {(inputs: Kit_Pagination_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} pages`)
};

const fr_kit_pagination_label = /** @type {(inputs: Kit_Pagination_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pages : ${i?.label}`)
};

/**
* | output |
* | --- |
* | "{label} pages" |
*
* @param {Kit_Pagination_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_label = /** @type {((inputs: Kit_Pagination_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_label(inputs)
	return en_kit_pagination_label(inputs)
});