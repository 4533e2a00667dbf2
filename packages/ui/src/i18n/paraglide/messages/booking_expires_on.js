/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Expires_OnInputs */

const en_booking_expires_on = /** @type {(inputs: Booking_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires on`)
};

const fr_booking_expires_on = /** @type {(inputs: Booking_Expires_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d'expiration`)
};

/**
* | output |
* | --- |
* | "Expires on" |
*
* @param {Booking_Expires_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_expires_on = /** @type {((inputs?: Booking_Expires_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Expires_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_expires_on(inputs)
	return en_booking_expires_on(inputs)
});