/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filter_Arrival_TimeInputs */

const en_results_filter_arrival_time = /** @type {(inputs: Results_Filter_Arrival_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival time`)
};

const fr_results_filter_arrival_time = /** @type {(inputs: Results_Filter_Arrival_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure d'arrivée`)
};

/**
* | output |
* | --- |
* | "Arrival time" |
*
* @param {Results_Filter_Arrival_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_arrival_time = /** @type {((inputs?: Results_Filter_Arrival_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filter_Arrival_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filter_arrival_time(inputs)
	return en_results_filter_arrival_time(inputs)
});