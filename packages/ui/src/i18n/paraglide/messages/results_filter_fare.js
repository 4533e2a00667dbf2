/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filter_FareInputs */

const en_results_filter_fare = /** @type {(inputs: Results_Filter_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fare`)
};

const fr_results_filter_fare = /** @type {(inputs: Results_Filter_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

/**
* | output |
* | --- |
* | "Fare" |
*
* @param {Results_Filter_FareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_fare = /** @type {((inputs?: Results_Filter_FareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filter_FareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filter_fare(inputs)
	return en_results_filter_fare(inputs)
});