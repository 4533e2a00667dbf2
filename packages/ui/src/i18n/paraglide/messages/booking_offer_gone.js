/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Offer_GoneInputs */

const en_booking_offer_gone = /** @type {(inputs: Booking_Offer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This offer is no longer available`)
};

const fr_booking_offer_gone = /** @type {(inputs: Booking_Offer_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre n'est plus disponible`)
};

/**
* | output |
* | --- |
* | "This offer is no longer available" |
*
* @param {Booking_Offer_GoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_offer_gone = /** @type {((inputs?: Booking_Offer_GoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Offer_GoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_offer_gone(inputs)
	return en_booking_offer_gone(inputs)
});