/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Error_Document_ExpiredInputs */

const en_booking_error_document_expired = /** @type {(inputs: Booking_Error_Document_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The document expires before the day of departure`)
};

const fr_booking_error_document_expired = /** @type {(inputs: Booking_Error_Document_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le document expire avant le jour du départ`)
};

/**
* | output |
* | --- |
* | "The document expires before the day of departure" |
*
* @param {Booking_Error_Document_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_error_document_expired = /** @type {((inputs?: Booking_Error_Document_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Error_Document_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_error_document_expired(inputs)
	return en_booking_error_document_expired(inputs)
});