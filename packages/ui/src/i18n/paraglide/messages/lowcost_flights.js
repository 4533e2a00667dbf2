/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_FlightsInputs */

const en_lowcost_flights = /** @type {(inputs: Lowcost_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

const fr_lowcost_flights = /** @type {(inputs: Lowcost_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols`)
};

/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Lowcost_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_flights = /** @type {((inputs?: Lowcost_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_flights(inputs)
	return en_lowcost_flights(inputs)
});