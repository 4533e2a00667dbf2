/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_New_FlightsInputs */

const en_queues_column_new_flights = /** @type {(inputs: Queues_Column_New_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airline's new flights`)
};

const fr_queues_column_new_flights = /** @type {(inputs: Queues_Column_New_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux vols de la compagnie`)
};

/**
* | output |
* | --- |
* | "Airline's new flights" |
*
* @param {Queues_Column_New_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_new_flights = /** @type {((inputs?: Queues_Column_New_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_New_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_new_flights(inputs)
	return en_queues_column_new_flights(inputs)
});