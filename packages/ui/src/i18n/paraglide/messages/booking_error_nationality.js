/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_NationalityInputs */

const en_booking_error_nationality = /** @type {(inputs: Booking_Error_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the nationality as a 2-letter country code`)
};

const fr_booking_error_nationality = /** @type {(inputs: Booking_Error_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la nationalité : un code pays de 2 lettres`)
};

/**
* | output |
* | --- |
* | "Enter the nationality as a 2-letter country code" |
*
* @param {Booking_Error_NationalityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_nationality = /** @type {((inputs?: Booking_Error_NationalityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_NationalityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_nationality(inputs)
	return en_booking_error_nationality(inputs)
});