/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Refundable_OnlyInputs */

const en_search_refundable_only = /** @type {(inputs: Search_Refundable_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refundable fares only`)
};

const fr_search_refundable_only = /** @type {(inputs: Search_Refundable_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifs remboursables uniquement`)
};

/**
* | output |
* | --- |
* | "Refundable fares only" |
*
* @param {Search_Refundable_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_refundable_only = /** @type {((inputs?: Search_Refundable_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Refundable_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_refundable_only(inputs)
	return en_search_refundable_only(inputs)
});