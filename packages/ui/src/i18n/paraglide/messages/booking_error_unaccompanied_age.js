/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Unaccompanied_AgeInputs */

const en_booking_error_unaccompanied_age = /** @type {(inputs: Booking_Error_Unaccompanied_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unaccompanied minor must be 5 to 17 years old on the day of departure`)
};

const fr_booking_error_unaccompanied_age = /** @type {(inputs: Booking_Error_Unaccompanied_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un mineur non accompagné doit avoir de 5 à 17 ans le jour du départ`)
};

/**
* | output |
* | --- |
* | "An unaccompanied minor must be 5 to 17 years old on the day of departure" |
*
* @param {Booking_Error_Unaccompanied_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_unaccompanied_age = /** @type {((inputs?: Booking_Error_Unaccompanied_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Unaccompanied_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_unaccompanied_age(inputs)
	return en_booking_error_unaccompanied_age(inputs)
});