/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filter_Departure_TimeInputs */

const en_results_filter_departure_time = /** @type {(inputs: Results_Filter_Departure_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure time`)
};

const fr_results_filter_departure_time = /** @type {(inputs: Results_Filter_Departure_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de départ`)
};

/**
* | output |
* | --- |
* | "Departure time" |
*
* @param {Results_Filter_Departure_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_departure_time = /** @type {((inputs?: Results_Filter_Departure_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filter_Departure_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filter_departure_time(inputs)
	return en_results_filter_departure_time(inputs)
});