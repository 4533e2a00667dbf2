/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Child_AgeInputs */

const en_booking_error_child_age = /** @type {(inputs: Booking_Error_Child_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A child must be 2 to 11 years old on the day of departure`)
};

const fr_booking_error_child_age = /** @type {(inputs: Booking_Error_Child_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un enfant doit avoir de 2 à 11 ans le jour du départ`)
};

/**
* | output |
* | --- |
* | "A child must be 2 to 11 years old on the day of departure" |
*
* @param {Booking_Error_Child_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_child_age = /** @type {((inputs?: Booking_Error_Child_AgeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Child_AgeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_child_age(inputs)
	return en_booking_error_child_age(inputs)
});