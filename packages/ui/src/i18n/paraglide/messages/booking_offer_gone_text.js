/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Offer_Gone_TextInputs */

const en_booking_offer_gone_text = /** @type {(inputs: Booking_Offer_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offers are only kept while you book them from their search. Search again to choose a flight.`)
};

const fr_booking_offer_gone_text = /** @type {(inputs: Booking_Offer_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres ne sont conservées que le temps de les réserver depuis leur recherche. Relancez la recherche pour choisir un vol.`)
};

/**
* | output |
* | --- |
* | "Offers are only kept while you book them from their search. Search again to choose a flight." |
*
* @param {Booking_Offer_Gone_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_offer_gone_text = /** @type {((inputs?: Booking_Offer_Gone_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Offer_Gone_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_offer_gone_text(inputs)
	return en_booking_offer_gone_text(inputs)
});