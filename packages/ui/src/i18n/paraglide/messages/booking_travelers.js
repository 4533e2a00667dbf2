/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_TravelersInputs */

const en_booking_travelers = /** @type {(inputs: Booking_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travelers`)
};

const fr_booking_travelers = /** @type {(inputs: Booking_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyageurs`)
};

/**
* | output |
* | --- |
* | "Travelers" |
*
* @param {Booking_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_travelers = /** @type {((inputs?: Booking_TravelersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_TravelersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_travelers(inputs)
	return en_booking_travelers(inputs)
});