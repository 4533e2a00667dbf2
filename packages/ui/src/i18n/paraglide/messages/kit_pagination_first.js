/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Pagination_FirstInputs */

const en_kit_pagination_first = /** @type {(inputs: Kit_Pagination_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First page`)
};

const fr_kit_pagination_first = /** @type {(inputs: Kit_Pagination_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Première page`)
};

/**
* | output |
* | --- |
* | "First page" |
*
* @param {Kit_Pagination_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_pagination_first = /** @type {((inputs?: Kit_Pagination_FirstInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Pagination_FirstInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_pagination_first(inputs)
	return en_kit_pagination_first(inputs)
});