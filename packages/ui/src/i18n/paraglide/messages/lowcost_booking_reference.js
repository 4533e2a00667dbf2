/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Booking_ReferenceInputs */

const en_lowcost_booking_reference = /** @type {(inputs: Lowcost_Booking_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const fr_lowcost_booking_reference = /** @type {(inputs: Lowcost_Booking_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence de réservation`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Lowcost_Booking_ReferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_reference = /** @type {((inputs?: Lowcost_Booking_ReferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Booking_ReferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_booking_reference(inputs)
	return en_lowcost_booking_reference(inputs)
});