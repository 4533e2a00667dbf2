/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Booking_HeldInputs */

const en_lowcost_booking_held = /** @type {(inputs: Lowcost_Booking_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking held`)
};

const fr_lowcost_booking_held = /** @type {(inputs: Lowcost_Booking_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation en option`)
};

/**
* | output |
* | --- |
* | "Booking held" |
*
* @param {Lowcost_Booking_HeldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_held = /** @type {((inputs?: Lowcost_Booking_HeldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Booking_HeldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_booking_held(inputs)
	return en_lowcost_booking_held(inputs)
});