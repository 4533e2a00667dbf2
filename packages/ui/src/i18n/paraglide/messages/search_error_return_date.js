/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_Return_DateInputs */

const en_search_error_return_date = /** @type {(inputs: Search_Error_Return_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a return date`)
};

const fr_search_error_return_date = /** @type {(inputs: Search_Error_Return_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date de retour`)
};

/**
* | output |
* | --- |
* | "Choose a return date" |
*
* @param {Search_Error_Return_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_return_date = /** @type {((inputs?: Search_Error_Return_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_Return_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_return_date(inputs)
	return en_search_error_return_date(inputs)
});