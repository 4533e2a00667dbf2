/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Column_FlightInputs */

const en_queues_hold_column_flight = /** @type {(inputs: Queues_Hold_Column_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight`)
};

const fr_queues_hold_column_flight = /** @type {(inputs: Queues_Hold_Column_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vol`)
};

/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Queues_Hold_Column_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_flight = /** @type {((inputs?: Queues_Hold_Column_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Column_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_column_flight(inputs)
	return en_queues_hold_column_flight(inputs)
});