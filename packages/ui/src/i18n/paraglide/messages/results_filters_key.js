/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filters_KeyInputs */

const en_results_filters_key = /** @type {(inputs: Results_Filters_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters (F)`)
};

const fr_results_filters_key = /** @type {(inputs: Results_Filters_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres (F)`)
};

/**
* | output |
* | --- |
* | "Filters (F)" |
*
* @param {Results_Filters_KeyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filters_key = /** @type {((inputs?: Results_Filters_KeyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filters_KeyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filters_key(inputs)
	return en_results_filters_key(inputs)
});