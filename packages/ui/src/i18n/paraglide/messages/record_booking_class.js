/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Record_Booking_ClassInputs */

const en_record_booking_class = /** @type {(inputs: Record_Booking_ClassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Class ${i?.code}`)
};

const fr_record_booking_class = /** @type {(inputs: Record_Booking_ClassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classe ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Class {code}" |
*
* @param {Record_Booking_ClassInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_booking_class = /** @type {((inputs: Record_Booking_ClassInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Booking_ClassInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_booking_class(inputs)
	return en_record_booking_class(inputs)
});