/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_DocumentInputs */

const en_booking_document = /** @type {(inputs: Booking_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travel document`)
};

const fr_booking_document = /** @type {(inputs: Booking_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document de voyage`)
};

/**
* | output |
* | --- |
* | "Travel document" |
*
* @param {Booking_DocumentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_document = /** @type {((inputs?: Booking_DocumentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_DocumentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_document(inputs)
	return en_booking_document(inputs)
});