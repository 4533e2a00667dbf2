/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Sort_DepartureInputs */

const en_results_sort_departure = /** @type {(inputs: Results_Sort_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

const fr_results_sort_departure = /** @type {(inputs: Results_Sort_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départ`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Results_Sort_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_sort_departure = /** @type {((inputs?: Results_Sort_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Sort_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_sort_departure(inputs)
	return en_results_sort_departure(inputs)
});