/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filtered_OutInputs */

const en_results_filtered_out = /** @type {(inputs: Results_Filtered_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No offer matches these filters.`)
};

const fr_results_filtered_out = /** @type {(inputs: Results_Filtered_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune offre ne correspond à ces filtres.`)
};

/**
* | output |
* | --- |
* | "No offer matches these filters." |
*
* @param {Results_Filtered_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filtered_out = /** @type {((inputs?: Results_Filtered_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filtered_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filtered_out(inputs)
	return en_results_filtered_out(inputs)
});