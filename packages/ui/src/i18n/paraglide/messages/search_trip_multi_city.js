/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Trip_Multi_CityInputs */

const en_search_trip_multi_city = /** @type {(inputs: Search_Trip_Multi_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-city`)
};

const fr_search_trip_multi_city = /** @type {(inputs: Search_Trip_Multi_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-destinations`)
};

/**
* | output |
* | --- |
* | "Multi-city" |
*
* @param {Search_Trip_Multi_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_multi_city = /** @type {((inputs?: Search_Trip_Multi_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Trip_Multi_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_trip_multi_city(inputs)
	return en_search_trip_multi_city(inputs)
});