/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Trip_OnewayInputs */

const en_search_trip_oneway = /** @type {(inputs: Search_Trip_OnewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way`)
};

const fr_search_trip_oneway = /** @type {(inputs: Search_Trip_OnewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller simple`)
};

/**
* | output |
* | --- |
* | "One-way" |
*
* @param {Search_Trip_OnewayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_oneway = /** @type {((inputs?: Search_Trip_OnewayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Trip_OnewayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_trip_oneway(inputs)
	return en_search_trip_oneway(inputs)
});