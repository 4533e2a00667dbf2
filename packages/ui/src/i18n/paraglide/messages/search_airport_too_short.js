/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Search_Airport_Too_ShortInputs */

const en_search_airport_too_short = /** @type {(inputs: Search_Airport_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Query must be at least ${i?.count} characters`)
};

const fr_search_airport_too_short = /** @type {(inputs: Search_Airport_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisissez au moins ${i?.count} caractères`)
};

/**
* | output |
* | --- |
* | "Query must be at least {count} characters" |
*
* @param {Search_Airport_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_airport_too_short = /** @type {((inputs: Search_Airport_Too_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Airport_Too_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_airport_too_short(inputs)
	return en_search_airport_too_short(inputs)
});