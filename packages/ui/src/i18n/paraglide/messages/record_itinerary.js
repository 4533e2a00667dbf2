/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_ItineraryInputs */

const en_record_itinerary = /** @type {(inputs: Record_ItineraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinerary`)
};

const fr_record_itinerary = /** @type {(inputs: Record_ItineraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

/**
* | output |
* | --- |
* | "Itinerary" |
*
* @param {Record_ItineraryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_itinerary = /** @type {((inputs?: Record_ItineraryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_ItineraryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_itinerary(inputs)
	return en_record_itinerary(inputs)
});