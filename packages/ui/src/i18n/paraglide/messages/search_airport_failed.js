/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Search_Airport_FailedInputs */

const en_search_airport_failed = /** @type {(inputs: Search_Airport_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not load locations: ${i?.message}`)
};

const fr_search_airport_failed = /** @type {(inputs: Search_Airport_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de charger les lieux : ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Could not load locations: {message}" |
*
* @param {Search_Airport_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_failed = /** @type {((inputs: Search_Airport_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airport_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airport_failed(inputs)
	return en_search_airport_failed(inputs)
});