/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_National_IdInputs */

const en_booking_national_id = /** @type {(inputs: Booking_National_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`National identity card`)
};

const fr_booking_national_id = /** @type {(inputs: Booking_National_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte nationale d'identité`)
};

/**
* | output |
* | --- |
* | "National identity card" |
*
* @param {Booking_National_IdInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_national_id = /** @type {((inputs?: Booking_National_IdInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_National_IdInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_national_id(inputs)
	return en_booking_national_id(inputs)
});