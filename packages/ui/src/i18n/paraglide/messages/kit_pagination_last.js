/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Pagination_LastInputs */

const en_kit_pagination_last = /** @type {(inputs: Kit_Pagination_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last page`)
};

const fr_kit_pagination_last = /** @type {(inputs: Kit_Pagination_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière page`)
};

/**
* | output |
* | --- |
* | "Last page" |
*
* @param {Kit_Pagination_LastInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_last = /** @type {((inputs?: Kit_Pagination_LastInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_LastInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_last(inputs)
	return en_kit_pagination_last(inputs)
});