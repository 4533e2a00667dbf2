/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Search_Flight_CountInputs */

const en_search_flight_count = /** @type {(inputs: Search_Flight_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} flights (${i?.min} to ${i?.max})`)
};

const fr_search_flight_count = /** @type {(inputs: Search_Flight_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} vols (${i?.min} à ${i?.max})`)
};

/**
* | output |
* | --- |
* | "{count} flights ({min} to {max})" |
*
* @param {Search_Flight_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_flight_count = /** @type {((inputs: Search_Flight_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Flight_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_flight_count(inputs)
	return en_search_flight_count(inputs)
});