/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Search_AgainInputs */

const en_results_search_again = /** @type {(inputs: Results_Search_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search again`)
};

const fr_results_search_again = /** @type {(inputs: Results_Search_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relancer la recherche`)
};

/**
* | output |
* | --- |
* | "Search again" |
*
* @param {Results_Search_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_search_again = /** @type {((inputs?: Results_Search_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Search_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_search_again(inputs)
	return en_results_search_again(inputs)
});