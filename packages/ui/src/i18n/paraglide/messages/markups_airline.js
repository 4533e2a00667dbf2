/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_AirlineInputs */

const en_markups_airline = /** @type {(inputs: Markups_AirlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airline`)
};

const fr_markups_airline = /** @type {(inputs: Markups_AirlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie`)
};

/**
* | output |
* | --- |
* | "Airline" |
*
* @param {Markups_AirlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_airline = /** @type {((inputs?: Markups_AirlineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_AirlineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_airline(inputs)
	return en_markups_airline(inputs)
});