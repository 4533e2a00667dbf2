/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Queues_New_Flights_OfInputs */

const en_queues_new_flights_of = /** @type {(inputs: Queues_New_Flights_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New flights of ${i?.locator}`)
};

const fr_queues_new_flights_of = /** @type {(inputs: Queues_New_Flights_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveaux vols de ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "New flights of {locator}" |
*
* @param {Queues_New_Flights_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_new_flights_of = /** @type {((inputs: Queues_New_Flights_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_New_Flights_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_new_flights_of(inputs)
	return en_queues_new_flights_of(inputs)
});