/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_No_FlightsInputs */

const en_exchange_no_flights = /** @type {(inputs: Exchange_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No new flights for this ticket.`)
};

const fr_exchange_no_flights = /** @type {(inputs: Exchange_No_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun nouveau vol pour ce billet.`)
};

/**
* | output |
* | --- |
* | "No new flights for this ticket." |
*
* @param {Exchange_No_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_no_flights = /** @type {((inputs?: Exchange_No_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_No_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_no_flights(inputs)
	return en_exchange_no_flights(inputs)
});