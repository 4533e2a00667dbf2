/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Search_Error_Too_Many_DestinationsInputs */

const en_search_error_too_many_destinations = /** @type {(inputs: Search_Error_Too_Many_DestinationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A multi-city search has at most ${i?.count} destinations`)
};

const fr_search_error_too_many_destinations = /** @type {(inputs: Search_Error_Too_Many_DestinationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une recherche multi-destinations compte au plus ${i?.count} destinations`)
};

/**
* | output |
* | --- |
* | "A multi-city search has at most {count} destinations" |
*
* @param {Search_Error_Too_Many_DestinationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_too_many_destinations = /** @type {((inputs: Search_Error_Too_Many_DestinationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_Too_Many_DestinationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_too_many_destinations(inputs)
	return en_search_error_too_many_destinations(inputs)
});