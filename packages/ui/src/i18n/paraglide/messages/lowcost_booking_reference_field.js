/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Booking_Reference_FieldInputs */

const en_lowcost_booking_reference_field = /** @type {(inputs: Lowcost_Booking_Reference_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking reference`)
};

const fr_lowcost_booking_reference_field = /** @type {(inputs: Lowcost_Booking_Reference_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence de réservation`)
};

/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Lowcost_Booking_Reference_FieldInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_reference_field = /** @type {((inputs?: Lowcost_Booking_Reference_FieldInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Booking_Reference_FieldInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_booking_reference_field(inputs)
	return en_lowcost_booking_reference_field(inputs)
});