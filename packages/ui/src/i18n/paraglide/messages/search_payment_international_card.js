/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Payment_International_CardInputs */

const en_search_payment_international_card = /** @type {(inputs: Search_Payment_International_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`International bank card`)
};

const fr_search_payment_international_card = /** @type {(inputs: Search_Payment_International_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte bancaire internationale`)
};

/**
* | output |
* | --- |
* | "International bank card" |
*
* @param {Search_Payment_International_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_international_card = /** @type {((inputs?: Search_Payment_International_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Payment_International_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_payment_international_card(inputs)
	return en_search_payment_international_card(inputs)
});