/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Seats_OptionalInputs */

const en_booking_seats_optional = /** @type {(inputs: Booking_Seats_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats (optional)`)
};

const fr_booking_seats_optional = /** @type {(inputs: Booking_Seats_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sièges (facultatif)`)
};

/**
* | output |
* | --- |
* | "Seats (optional)" |
*
* @param {Booking_Seats_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seats_optional = /** @type {((inputs?: Booking_Seats_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Seats_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_seats_optional(inputs)
	return en_booking_seats_optional(inputs)
});