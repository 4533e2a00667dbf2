/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Search_Remove_FlightInputs */

const en_search_remove_flight = /** @type {(inputs: Search_Remove_FlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove flight ${i?.number}`)
};

const fr_search_remove_flight = /** @type {(inputs: Search_Remove_FlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le vol ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Remove flight {number}" |
*
* @param {Search_Remove_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_remove_flight = /** @type {((inputs: Search_Remove_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Remove_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_remove_flight(inputs)
	return en_search_remove_flight(inputs)
});