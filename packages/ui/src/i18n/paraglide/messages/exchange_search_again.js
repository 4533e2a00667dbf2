/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Search_AgainInputs */

const en_exchange_search_again = /** @type {(inputs: Exchange_Search_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search again`)
};

const fr_exchange_search_again = /** @type {(inputs: Exchange_Search_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher de nouveau`)
};

/**
* | output |
* | --- |
* | "Search again" |
*
* @param {Exchange_Search_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_search_again = /** @type {((inputs?: Exchange_Search_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Search_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_search_again(inputs)
	return en_exchange_search_again(inputs)
});