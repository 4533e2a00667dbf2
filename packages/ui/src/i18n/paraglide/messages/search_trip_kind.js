/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Trip_KindInputs */

const en_search_trip_kind = /** @type {(inputs: Search_Trip_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind of trip`)
};

const fr_search_trip_kind = /** @type {(inputs: Search_Trip_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de voyage`)
};

/**
* | output |
* | --- |
* | "Kind of trip" |
*
* @param {Search_Trip_KindInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_kind = /** @type {((inputs?: Search_Trip_KindInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Trip_KindInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_trip_kind(inputs)
	return en_search_trip_kind(inputs)
});