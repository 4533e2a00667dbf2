/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_Search_PlaceholderInputs */

const en_reservations_search_placeholder = /** @type {(inputs: Reservations_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locator or passenger name`)
};

const fr_reservations_search_placeholder = /** @type {(inputs: Reservations_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNR ou nom du passager`)
};

/**
* | output |
* | --- |
* | "Locator or passenger name" |
*
* @param {Reservations_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_search_placeholder = /** @type {((inputs?: Reservations_Search_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Search_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_search_placeholder(inputs)
	return en_reservations_search_placeholder(inputs)
});