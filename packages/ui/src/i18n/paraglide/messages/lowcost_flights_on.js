/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Lowcost_Flights_OnInputs */

const en_lowcost_flights_on = /** @type {(inputs: Lowcost_Flights_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flights on ${i?.date}`)
};

const fr_lowcost_flights_on = /** @type {(inputs: Lowcost_Flights_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vols du ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Flights on {date}" |
*
* @param {Lowcost_Flights_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_flights_on = /** @type {((inputs: Lowcost_Flights_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Flights_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_flights_on(inputs)
	return en_lowcost_flights_on(inputs)
});