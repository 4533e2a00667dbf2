/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_Booked_FlightsInputs */

const en_queues_column_booked_flights = /** @type {(inputs: Queues_Column_Booked_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked flights`)
};

const fr_queues_column_booked_flights = /** @type {(inputs: Queues_Column_Booked_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols réservés`)
};

/**
* | output |
* | --- |
* | "Booked flights" |
*
* @param {Queues_Column_Booked_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_booked_flights = /** @type {((inputs?: Queues_Column_Booked_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_Booked_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_booked_flights(inputs)
	return en_queues_column_booked_flights(inputs)
});