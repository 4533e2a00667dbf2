/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Error_Return_Before_DepartureInputs */

const en_search_error_return_before_departure = /** @type {(inputs: Search_Error_Return_Before_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The return date cannot be before the departure date`)
};

const fr_search_error_return_before_departure = /** @type {(inputs: Search_Error_Return_Before_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de retour ne peut pas précéder la date de départ`)
};

/**
* | output |
* | --- |
* | "The return date cannot be before the departure date" |
*
* @param {Search_Error_Return_Before_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_return_before_departure = /** @type {((inputs?: Search_Error_Return_Before_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_Return_Before_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_return_before_departure(inputs)
	return en_search_error_return_before_departure(inputs)
});