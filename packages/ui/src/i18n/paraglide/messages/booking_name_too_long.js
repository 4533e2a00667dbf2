/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Booking_Name_Too_LongInputs */

const en_booking_name_too_long = /** @type {(inputs: Booking_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A name has at most ${i?.max} characters`)
};

const fr_booking_name_too_long = /** @type {(inputs: Booking_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un nom compte au plus ${i?.max} caractères`)
};

/**
* | output |
* | --- |
* | "A name has at most {max} characters" |
*
* @param {Booking_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_name_too_long = /** @type {((inputs: Booking_Name_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Name_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_name_too_long(inputs)
	return en_booking_name_too_long(inputs)
});