/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Airline_InvalidInputs */

const en_markups_airline_invalid = /** @type {(inputs: Markups_Airline_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An airline is its two-character IATA code, e.g. AT`)
};

const fr_markups_airline_invalid = /** @type {(inputs: Markups_Airline_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une compagnie s'écrit avec son code IATA à deux caractères, par ex. AT`)
};

/**
* | output |
* | --- |
* | "An airline is its two-character IATA code, e.g. AT" |
*
* @param {Markups_Airline_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_airline_invalid = /** @type {((inputs?: Markups_Airline_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Airline_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_airline_invalid(inputs)
	return en_markups_airline_invalid(inputs)
});