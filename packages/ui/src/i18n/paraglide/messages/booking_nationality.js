/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_NationalityInputs */

const en_booking_nationality = /** @type {(inputs: Booking_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nationality`)
};

const fr_booking_nationality = /** @type {(inputs: Booking_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nationalité`)
};

/**
* | output |
* | --- |
* | "Nationality" |
*
* @param {Booking_NationalityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_nationality = /** @type {((inputs?: Booking_NationalityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_NationalityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_nationality(inputs)
	return en_booking_nationality(inputs)
});