/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_ToInputs */

const en_search_to = /** @type {(inputs: Search_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const fr_search_to = /** @type {(inputs: Search_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrivée`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Search_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_to = /** @type {((inputs?: Search_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_to(inputs)
	return en_search_to(inputs)
});