/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_SeatsInputs */

const en_booking_seats = /** @type {(inputs: Booking_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

const fr_booking_seats = /** @type {(inputs: Booking_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sièges`)
};

/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Booking_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seats = /** @type {((inputs?: Booking_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_seats(inputs)
	return en_booking_seats(inputs)
});