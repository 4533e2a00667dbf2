/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Document_NumberInputs */

const en_booking_document_number = /** @type {(inputs: Booking_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document number`)
};

const fr_booking_document_number = /** @type {(inputs: Booking_Document_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro du document`)
};

/**
* | output |
* | --- |
* | "Document number" |
*
* @param {Booking_Document_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document_number = /** @type {((inputs?: Booking_Document_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Document_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_document_number(inputs)
	return en_booking_document_number(inputs)
});