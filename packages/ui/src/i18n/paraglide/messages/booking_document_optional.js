/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Document_OptionalInputs */

const en_booking_document_optional = /** @type {(inputs: Booking_Document_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travel document (optional)`)
};

const fr_booking_document_optional = /** @type {(inputs: Booking_Document_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document de voyage (facultatif)`)
};

/**
* | output |
* | --- |
* | "Travel document (optional)" |
*
* @param {Booking_Document_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document_optional = /** @type {((inputs?: Booking_Document_OptionalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Document_OptionalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_document_optional(inputs)
	return en_booking_document_optional(inputs)
});