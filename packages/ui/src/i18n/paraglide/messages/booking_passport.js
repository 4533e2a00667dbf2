/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_PassportInputs */

const en_booking_passport = /** @type {(inputs: Booking_PassportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passport`)
};

const fr_booking_passport = /** @type {(inputs: Booking_PassportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passeport`)
};

/**
* | output |
* | --- |
* | "Passport" |
*
* @param {Booking_PassportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_passport = /** @type {((inputs?: Booking_PassportInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_PassportInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_passport(inputs)
	return en_booking_passport(inputs)
});