/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Pagination_Rows_Per_PageInputs */

const en_kit_pagination_rows_per_page = /** @type {(inputs: Kit_Pagination_Rows_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rows per page`)
};

const fr_kit_pagination_rows_per_page = /** @type {(inputs: Kit_Pagination_Rows_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lignes par page`)
};

/**
* | output |
* | --- |
* | "Rows per page" |
*
* @param {Kit_Pagination_Rows_Per_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_rows_per_page = /** @type {((inputs?: Kit_Pagination_Rows_Per_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_Rows_Per_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_rows_per_page(inputs)
	return en_kit_pagination_rows_per_page(inputs)
});