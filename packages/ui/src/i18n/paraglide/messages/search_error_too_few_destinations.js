/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Search_Error_Too_Few_DestinationsInputs */

const en_search_error_too_few_destinations = /** @type {(inputs: Search_Error_Too_Few_DestinationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add at least ${i?.count} destinations`)
};

const fr_search_error_too_few_destinations = /** @type {(inputs: Search_Error_Too_Few_DestinationsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutez au moins ${i?.count} destinations`)
};

/**
* | output |
* | --- |
* | "Add at least {count} destinations" |
*
* @param {Search_Error_Too_Few_DestinationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_error_too_few_destinations = /** @type {((inputs: Search_Error_Too_Few_DestinationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Error_Too_Few_DestinationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_error_too_few_destinations(inputs)
	return en_search_error_too_few_destinations(inputs)
});