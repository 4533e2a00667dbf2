/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Booking_Document_Number_Too_LongInputs */

const en_booking_document_number_too_long = /** @type {(inputs: Booking_Document_Number_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A document number has at most ${i?.max} characters`)
};

const fr_booking_document_number_too_long = /** @type {(inputs: Booking_Document_Number_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un numéro de document compte au plus ${i?.max} caractères`)
};

/**
* | output |
* | --- |
* | "A document number has at most {max} characters" |
*
* @param {Booking_Document_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document_number_too_long = /** @type {((inputs: Booking_Document_Number_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Document_Number_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_document_number_too_long(inputs)
	return en_booking_document_number_too_long(inputs)
});