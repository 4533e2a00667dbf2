/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Max_ConnectionInputs */

const en_search_max_connection = /** @type {(inputs: Search_Max_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Max connection`)
};

const fr_search_max_connection = /** @type {(inputs: Search_Max_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correspondance max.`)
};

/**
* | output |
* | --- |
* | "Max connection" |
*
* @param {Search_Max_ConnectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_max_connection = /** @type {((inputs?: Search_Max_ConnectionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Max_ConnectionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_max_connection(inputs)
	return en_search_max_connection(inputs)
});