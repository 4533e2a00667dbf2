/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_PhoneInputs */

const en_booking_error_phone = /** @type {(inputs: Booking_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a phone number with its country code, e.g. +212 6 12 34 56 78`)
};

const fr_booking_error_phone = /** @type {(inputs: Booking_Error_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un numéro de téléphone avec son indicatif pays, p. ex. +212 6 12 34 56 78`)
};

/**
* | output |
* | --- |
* | "Enter a phone number with its country code, e.g. +212 6 12 34 56 78" |
*
* @param {Booking_Error_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_phone = /** @type {((inputs?: Booking_Error_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_phone(inputs)
	return en_booking_error_phone(inputs)
});