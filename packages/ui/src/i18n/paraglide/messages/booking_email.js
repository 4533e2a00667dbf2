/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_EmailInputs */

const en_booking_email = /** @type {(inputs: Booking_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (optional)`)
};

const fr_booking_email = /** @type {(inputs: Booking_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (facultatif)`)
};

/**
* | output |
* | --- |
* | "E-mail (optional)" |
*
* @param {Booking_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_email = /** @type {((inputs?: Booking_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_email(inputs)
	return en_booking_email(inputs)
});