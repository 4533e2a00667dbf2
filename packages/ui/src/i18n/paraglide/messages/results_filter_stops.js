/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filter_StopsInputs */

const en_results_filter_stops = /** @type {(inputs: Results_Filter_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stops`)
};

const fr_results_filter_stops = /** @type {(inputs: Results_Filter_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escales`)
};

/**
* | output |
* | --- |
* | "Stops" |
*
* @param {Results_Filter_StopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_stops = /** @type {((inputs?: Results_Filter_StopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filter_StopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filter_stops(inputs)
	return en_results_filter_stops(inputs)
});