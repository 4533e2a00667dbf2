/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pageCount: NonNullable<unknown> }} Kit_Pagination_PageInputs */

const en_kit_pagination_page = /** @type {(inputs: Kit_Pagination_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pageCount}`)
};

const fr_kit_pagination_page = /** @type {(inputs: Kit_Pagination_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pageCount}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pageCount}" |
*
* @param {Kit_Pagination_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_page = /** @type {((inputs: Kit_Pagination_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_page(inputs)
	return en_kit_pagination_page(inputs)
});