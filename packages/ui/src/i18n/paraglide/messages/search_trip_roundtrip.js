/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Trip_RoundtripInputs */

const en_search_trip_roundtrip = /** @type {(inputs: Search_Trip_RoundtripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round-trip`)
};

const fr_search_trip_roundtrip = /** @type {(inputs: Search_Trip_RoundtripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller-retour`)
};

/**
* | output |
* | --- |
* | "Round-trip" |
*
* @param {Search_Trip_RoundtripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_trip_roundtrip = /** @type {((inputs?: Search_Trip_RoundtripInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Trip_RoundtripInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_trip_roundtrip(inputs)
	return en_search_trip_roundtrip(inputs)
});