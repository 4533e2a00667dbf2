/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Document_TypeInputs */

const en_booking_document_type = /** @type {(inputs: Booking_Document_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document type`)
};

const fr_booking_document_type = /** @type {(inputs: Booking_Document_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de document`)
};

/**
* | output |
* | --- |
* | "Document type" |
*
* @param {Booking_Document_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document_type = /** @type {((inputs?: Booking_Document_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Document_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_document_type(inputs)
	return en_booking_document_type(inputs)
});