/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_Column_ItineraryInputs */

const en_reservations_column_itinerary = /** @type {(inputs: Reservations_Column_ItineraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerary`)
};

const fr_reservations_column_itinerary = /** @type {(inputs: Reservations_Column_ItineraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

/**
* | output |
* | --- |
* | "Itinerary" |
*
* @param {Reservations_Column_ItineraryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_itinerary = /** @type {((inputs?: Reservations_Column_ItineraryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Column_ItineraryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_column_itinerary(inputs)
	return en_reservations_column_itinerary(inputs)
});