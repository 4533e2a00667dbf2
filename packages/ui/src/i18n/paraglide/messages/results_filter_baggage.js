/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filter_BaggageInputs */

const en_results_filter_baggage = /** @type {(inputs: Results_Filter_BaggageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked baggage included`)
};

const fr_results_filter_baggage = /** @type {(inputs: Results_Filter_BaggageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagage en soute inclus`)
};

/**
* | output |
* | --- |
* | "Checked baggage included" |
*
* @param {Results_Filter_BaggageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_baggage = /** @type {((inputs?: Results_Filter_BaggageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filter_BaggageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filter_baggage(inputs)
	return en_results_filter_baggage(inputs)
});