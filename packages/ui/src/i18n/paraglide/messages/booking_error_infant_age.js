/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Infant_AgeInputs */

const en_booking_error_infant_age = /** @type {(inputs: Booking_Error_Infant_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An infant must be under 2 on the day of departure`)
};

const fr_booking_error_infant_age = /** @type {(inputs: Booking_Error_Infant_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un bébé doit avoir moins de 2 ans le jour du départ`)
};

/**
* | output |
* | --- |
* | "An infant must be under 2 on the day of departure" |
*
* @param {Booking_Error_Infant_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_infant_age = /** @type {((inputs?: Booking_Error_Infant_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Infant_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_infant_age(inputs)
	return en_booking_error_infant_age(inputs)
});