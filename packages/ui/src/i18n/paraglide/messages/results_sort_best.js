/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Sort_BestInputs */

const en_results_sort_best = /** @type {(inputs: Results_Sort_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best`)
};

const fr_results_sort_best = /** @type {(inputs: Results_Sort_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meilleur`)
};

/**
* | output |
* | --- |
* | "Best" |
*
* @param {Results_Sort_BestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_sort_best = /** @type {((inputs?: Results_Sort_BestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Sort_BestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_sort_best(inputs)
	return en_results_sort_best(inputs)
});