/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Email_HintInputs */

const en_booking_email_hint = /** @type {(inputs: Booking_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left empty, the booking gets a placeholder address.`)
};

const fr_booking_email_hint = /** @type {(inputs: Booking_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissé vide, la réservation reçoit une adresse générique.`)
};

/**
* | output |
* | --- |
* | "Left empty, the booking gets a placeholder address." |
*
* @param {Booking_Email_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_email_hint = /** @type {((inputs?: Booking_Email_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Email_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_email_hint(inputs)
	return en_booking_email_hint(inputs)
});