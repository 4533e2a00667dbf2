/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_SearchInputs */

const en_exchange_search = /** @type {(inputs: Exchange_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search new flights`)
};

const fr_exchange_search = /** @type {(inputs: Exchange_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher de nouveaux vols`)
};

/**
* | output |
* | --- |
* | "Search new flights" |
*
* @param {Exchange_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_search = /** @type {((inputs?: Exchange_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_search(inputs)
	return en_exchange_search(inputs)
});