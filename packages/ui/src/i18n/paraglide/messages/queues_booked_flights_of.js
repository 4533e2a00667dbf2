/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Queues_Booked_Flights_OfInputs */

const en_queues_booked_flights_of = /** @type {(inputs: Queues_Booked_Flights_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked flights of ${i?.locator}`)
};

const fr_queues_booked_flights_of = /** @type {(inputs: Queues_Booked_Flights_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vols réservés de ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Booked flights of {locator}" |
*
* @param {Queues_Booked_Flights_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_booked_flights_of = /** @type {((inputs: Queues_Booked_Flights_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Booked_Flights_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_booked_flights_of(inputs)
	return en_queues_booked_flights_of(inputs)
});