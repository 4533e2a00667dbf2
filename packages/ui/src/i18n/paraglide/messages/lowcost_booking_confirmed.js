/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Booking_ConfirmedInputs */

const en_lowcost_booking_confirmed = /** @type {(inputs: Lowcost_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking confirmed`)
};

const fr_lowcost_booking_confirmed = /** @type {(inputs: Lowcost_Booking_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation confirmée`)
};

/**
* | output |
* | --- |
* | "Booking confirmed" |
*
* @param {Lowcost_Booking_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_confirmed = /** @type {((inputs?: Lowcost_Booking_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Booking_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_booking_confirmed(inputs)
	return en_lowcost_booking_confirmed(inputs)
});