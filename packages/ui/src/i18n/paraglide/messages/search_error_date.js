/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_DateInputs */

const en_search_error_date = /** @type {(inputs: Search_Error_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a departure date`)
};

const fr_search_error_date = /** @type {(inputs: Search_Error_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date de départ`)
};

/**
* | output |
* | --- |
* | "Choose a departure date" |
*
* @param {Search_Error_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_date = /** @type {((inputs?: Search_Error_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_date(inputs)
	return en_search_error_date(inputs)
});