/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Trip_TypeInputs */

const en_markups_trip_type = /** @type {(inputs: Markups_Trip_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip type`)
};

const fr_markups_trip_type = /** @type {(inputs: Markups_Trip_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de voyage`)
};

/**
* | output |
* | --- |
* | "Trip type" |
*
* @param {Markups_Trip_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_trip_type = /** @type {((inputs?: Markups_Trip_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Trip_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_trip_type(inputs)
	return en_markups_trip_type(inputs)
});