/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pageCount: NonNullable<unknown>, page: NonNullable<unknown> }} Kit_Pagination_Beyond_EndInputs */

const en_kit_pagination_beyond_end = /** @type {(inputs: Kit_Pagination_Beyond_EndInputs) => LocalizedString} */ (i) => {const pageCountPlural = registry.plural("en", i?.pageCount, {});
	if (pageCountPlural === "one") return /** @type {LocalizedString} */ (`No page ${i?.page}: ${i?.pageCount} page`);
	return /** @type {LocalizedString} */ (`No page ${i?.page}: ${i?.pageCount} pages`)
	
};

const fr_kit_pagination_beyond_end = /** @type {(inputs: Kit_Pagination_Beyond_EndInputs) => LocalizedString} */ (i) => {const pageCountPlural = registry.plural("fr", i?.pageCount, {});
	if (pageCountPlural === "one") return /** @type {LocalizedString} */ (`Pas de page ${i?.page} : ${i?.pageCount} page`);
	return /** @type {LocalizedString} */ (`Pas de page ${i?.page} : ${i?.pageCount} pages`)
	
};

/**
* | pageCountPlural | output |
* | --- | --- |
* | "one" | "No page {page}: {pageCount} page" |
* | * | "No page {page}: {pageCount} pages" |
*
* @param {Kit_Pagination_Beyond_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_beyond_end = /** @type {((inputs: Kit_Pagination_Beyond_EndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_Beyond_EndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_beyond_end(inputs)
	return en_kit_pagination_beyond_end(inputs)
});