/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Kit_Pagination_RangeInputs */

const en_kit_pagination_range = /** @type {(inputs: Kit_Pagination_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${i?.total}`)
};

const fr_kit_pagination_range = /** @type {(inputs: Kit_Pagination_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} sur ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{first}–{last} of {total}" |
*
* @param {Kit_Pagination_RangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_range = /** @type {((inputs: Kit_Pagination_RangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_RangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_range(inputs)
	return en_kit_pagination_range(inputs)
});