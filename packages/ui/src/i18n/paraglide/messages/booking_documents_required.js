/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Documents_RequiredInputs */

const en_booking_documents_required = /** @type {(inputs: Booking_Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This itinerary crosses a border: every traveler needs a passport or identity card.`)
};

const fr_booking_documents_required = /** @type {(inputs: Booking_Documents_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet itinéraire passe une frontière : chaque voyageur doit avoir un passeport ou une carte d'identité.`)
};

/**
* | output |
* | --- |
* | "This itinerary crosses a border: every traveler needs a passport or identity card." |
*
* @param {Booking_Documents_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_documents_required = /** @type {((inputs?: Booking_Documents_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Documents_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_documents_required(inputs)
	return en_booking_documents_required(inputs)
});