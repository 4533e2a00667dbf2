/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Next_FlightsInputs */

const en_exchange_next_flights = /** @type {(inputs: Exchange_Next_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next: new flights`)
};

const fr_exchange_next_flights = /** @type {(inputs: Exchange_Next_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant : nouveaux vols`)
};

/**
* | output |
* | --- |
* | "Next: new flights" |
*
* @param {Exchange_Next_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_next_flights = /** @type {((inputs?: Exchange_Next_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Next_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_next_flights(inputs)
	return en_exchange_next_flights(inputs)
});