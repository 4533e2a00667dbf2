/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Choose_SeatsInputs */

const en_booking_choose_seats = /** @type {(inputs: Booking_Choose_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose seats`)
};

const fr_booking_choose_seats = /** @type {(inputs: Booking_Choose_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir les sièges`)
};

/**
* | output |
* | --- |
* | "Choose seats" |
*
* @param {Booking_Choose_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_choose_seats = /** @type {((inputs?: Booking_Choose_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Choose_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_choose_seats(inputs)
	return en_booking_choose_seats(inputs)
});