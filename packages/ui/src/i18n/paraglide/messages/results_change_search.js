/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Change_SearchInputs */

const en_results_change_search = /** @type {(inputs: Results_Change_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change search`)
};

const fr_results_change_search = /** @type {(inputs: Results_Change_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier la recherche`)
};

/**
* | output |
* | --- |
* | "Change search" |
*
* @param {Results_Change_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_change_search = /** @type {((inputs?: Results_Change_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Change_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_change_search(inputs)
	return en_results_change_search(inputs)
});