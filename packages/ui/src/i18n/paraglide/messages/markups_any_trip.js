/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Any_TripInputs */

const en_markups_any_trip = /** @type {(inputs: Markups_Any_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any trip`)
};

const fr_markups_any_trip = /** @type {(inputs: Markups_Any_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous types de voyage`)
};

/**
* | output |
* | --- |
* | "Any trip" |
*
* @param {Markups_Any_TripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_any_trip = /** @type {((inputs?: Markups_Any_TripInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Any_TripInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_any_trip(inputs)
	return en_markups_any_trip(inputs)
});