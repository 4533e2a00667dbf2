/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Document_NumberInputs */

const en_booking_error_document_number = /** @type {(inputs: Booking_Error_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the document number`)
};

const fr_booking_error_document_number = /** @type {(inputs: Booking_Error_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le numéro du document`)
};

/**
* | output |
* | --- |
* | "Enter the document number" |
*
* @param {Booking_Error_Document_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_document_number = /** @type {((inputs?: Booking_Error_Document_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Document_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_document_number(inputs)
	return en_booking_error_document_number(inputs)
});