/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_Next_SortInputs */

const en_results_key_next_sort = /** @type {(inputs: Results_Key_Next_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next sort`)
};

const fr_results_key_next_sort = /** @type {(inputs: Results_Key_Next_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tri suivant`)
};

/**
* | output |
* | --- |
* | "Next sort" |
*
* @param {Results_Key_Next_SortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_next_sort = /** @type {((inputs?: Results_Key_Next_SortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_Next_SortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_next_sort(inputs)
	return en_results_key_next_sort(inputs)
});