/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Adult_AgeInputs */

const en_booking_error_adult_age = /** @type {(inputs: Booking_Error_Adult_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An adult must be 12 or older on the day of departure`)
};

const fr_booking_error_adult_age = /** @type {(inputs: Booking_Error_Adult_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un adulte doit avoir 12 ans ou plus le jour du départ`)
};

/**
* | output |
* | --- |
* | "An adult must be 12 or older on the day of departure" |
*
* @param {Booking_Error_Adult_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_adult_age = /** @type {((inputs?: Booking_Error_Adult_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Adult_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_adult_age(inputs)
	return en_booking_error_adult_age(inputs)
});