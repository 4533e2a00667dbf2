/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Hold_Search_PlaceholderInputs */

const en_queues_hold_search_placeholder = /** @type {(inputs: Queues_Hold_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking or passenger name`)
};

const fr_queues_hold_search_placeholder = /** @type {(inputs: Queues_Hold_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation ou nom du passager`)
};

/**
* | output |
* | --- |
* | "Booking or passenger name" |
*
* @param {Queues_Hold_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_hold_search_placeholder = /** @type {((inputs?: Queues_Hold_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Hold_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_hold_search_placeholder(inputs)
	return en_queues_hold_search_placeholder(inputs)
});