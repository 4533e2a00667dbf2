/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Permitted_ClassesInputs */

const en_search_permitted_classes = /** @type {(inputs: Search_Permitted_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permitted classes`)
};

const fr_search_permitted_classes = /** @type {(inputs: Search_Permitted_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes autorisées`)
};

/**
* | output |
* | --- |
* | "Permitted classes" |
*
* @param {Search_Permitted_ClassesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_permitted_classes = /** @type {((inputs?: Search_Permitted_ClassesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Permitted_ClassesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_permitted_classes(inputs)
	return en_search_permitted_classes(inputs)
});