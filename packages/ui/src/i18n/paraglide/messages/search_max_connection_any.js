/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Max_Connection_AnyInputs */

const en_search_max_connection_any = /** @type {(inputs: Search_Max_Connection_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

const fr_search_max_connection_any = /** @type {(inputs: Search_Max_Connection_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indifférente`)
};

/**
* | output |
* | --- |
* | "Any" |
*
* @param {Search_Max_Connection_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_max_connection_any = /** @type {((inputs?: Search_Max_Connection_AnyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Max_Connection_AnyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_max_connection_any(inputs)
	return en_search_max_connection_any(inputs)
});