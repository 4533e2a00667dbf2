/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pageCount: NonNullable<unknown> }} Kit_List_Beyond_EndInputs */

const en_kit_list_beyond_end = /** @type {(inputs: Kit_List_Beyond_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing on page ${i?.page}: the list ends at page ${i?.pageCount}.`)
};

const fr_kit_list_beyond_end = /** @type {(inputs: Kit_List_Beyond_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien à la page ${i?.page} : la liste s'arrête à la page ${i?.pageCount}.`)
};

/**
* | output |
* | --- |
* | "Nothing on page {page}: the list ends at page {pageCount}." |
*
* @param {Kit_List_Beyond_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_beyond_end = /** @type {((inputs: Kit_List_Beyond_EndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_List_Beyond_EndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_list_beyond_end(inputs)
	return en_kit_list_beyond_end(inputs)
});