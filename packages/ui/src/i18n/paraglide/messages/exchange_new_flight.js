/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_New_FlightInputs */

const en_exchange_new_flight = /** @type {(inputs: Exchange_New_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New flight`)
};

const fr_exchange_new_flight = /** @type {(inputs: Exchange_New_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau vol`)
};

/**
* | output |
* | --- |
* | "New flight" |
*
* @param {Exchange_New_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_new_flight = /** @type {((inputs?: Exchange_New_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_New_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_new_flight(inputs)
	return en_exchange_new_flight(inputs)
});