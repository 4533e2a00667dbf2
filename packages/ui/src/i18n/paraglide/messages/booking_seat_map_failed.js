/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Booking_Seat_Map_FailedInputs */

const en_booking_seat_map_failed = /** @type {(inputs: Booking_Seat_Map_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seat map could not be loaded. ${i?.message}`)
};

const fr_booking_seat_map_failed = /** @type {(inputs: Booking_Seat_Map_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le plan de cabine n'a pas pu être chargé. ${i?.message}`)
};

/**
* | output |
* | --- |
* | "The seat map could not be loaded. {message}" |
*
* @param {Booking_Seat_Map_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seat_map_failed = /** @type {((inputs: Booking_Seat_Map_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Seat_Map_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_seat_map_failed(inputs)
	return en_booking_seat_map_failed(inputs)
});