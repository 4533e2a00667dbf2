/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Prohibited_ClassesInputs */

const en_search_prohibited_classes = /** @type {(inputs: Search_Prohibited_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prohibited classes`)
};

const fr_search_prohibited_classes = /** @type {(inputs: Search_Prohibited_ClassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classes exclues`)
};

/**
* | output |
* | --- |
* | "Prohibited classes" |
*
* @param {Search_Prohibited_ClassesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_prohibited_classes = /** @type {((inputs?: Search_Prohibited_ClassesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Prohibited_ClassesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_prohibited_classes(inputs)
	return en_search_prohibited_classes(inputs)
});