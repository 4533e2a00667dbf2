/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Direct_OnlyInputs */

const en_search_direct_only = /** @type {(inputs: Search_Direct_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct flights only`)
};

const fr_search_direct_only = /** @type {(inputs: Search_Direct_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols directs uniquement`)
};

/**
* | output |
* | --- |
* | "Direct flights only" |
*
* @param {Search_Direct_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_direct_only = /** @type {((inputs?: Search_Direct_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Direct_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_direct_only(inputs)
	return en_search_direct_only(inputs)
});