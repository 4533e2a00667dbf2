/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Payment_TypeInputs */

const en_search_payment_type = /** @type {(inputs: Search_Payment_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment type`)
};

const fr_search_payment_type = /** @type {(inputs: Search_Payment_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement`)
};

/**
* | output |
* | --- |
* | "Payment type" |
*
* @param {Search_Payment_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_type = /** @type {((inputs?: Search_Payment_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Payment_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_payment_type(inputs)
	return en_search_payment_type(inputs)
});