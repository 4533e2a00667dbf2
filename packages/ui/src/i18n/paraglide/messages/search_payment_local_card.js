/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Payment_Local_CardInputs */

const en_search_payment_local_card = /** @type {(inputs: Search_Payment_Local_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local bank card`)
};

const fr_search_payment_local_card = /** @type {(inputs: Search_Payment_Local_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte bancaire locale`)
};

/**
* | output |
* | --- |
* | "Local bank card" |
*
* @param {Search_Payment_Local_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_local_card = /** @type {((inputs?: Search_Payment_Local_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Payment_Local_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_payment_local_card(inputs)
	return en_search_payment_local_card(inputs)
});