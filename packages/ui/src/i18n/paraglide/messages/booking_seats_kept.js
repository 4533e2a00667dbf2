/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown> }} Booking_Seats_KeptInputs */

const en_booking_seats_kept = /** @type {(inputs: Booking_Seats_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats kept for flight ${i?.flight}.`)
};

const fr_booking_seats_kept = /** @type {(inputs: Booking_Seats_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sièges retenus pour le vol ${i?.flight}.`)
};

/**
* | output |
* | --- |
* | "Seats kept for flight {flight}." |
*
* @param {Booking_Seats_KeptInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seats_kept = /** @type {((inputs: Booking_Seats_KeptInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Seats_KeptInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_seats_kept(inputs)
	return en_booking_seats_kept(inputs)
});