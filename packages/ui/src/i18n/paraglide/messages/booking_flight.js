/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_FlightInputs */

const en_booking_flight = /** @type {(inputs: Booking_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight`)
};

const fr_booking_flight = /** @type {(inputs: Booking_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vol`)
};

/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Booking_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_flight = /** @type {((inputs?: Booking_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_flight(inputs)
	return en_booking_flight(inputs)
});