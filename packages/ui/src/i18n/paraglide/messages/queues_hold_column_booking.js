/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Column_BookingInputs */

const en_queues_hold_column_booking = /** @type {(inputs: Queues_Hold_Column_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking`)
};

const fr_queues_hold_column_booking = /** @type {(inputs: Queues_Hold_Column_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation`)
};

/**
* | output |
* | --- |
* | "Booking" |
*
* @param {Queues_Hold_Column_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_column_booking = /** @type {((inputs?: Queues_Hold_Column_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Column_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_column_booking(inputs)
	return en_queues_hold_column_booking(inputs)
});