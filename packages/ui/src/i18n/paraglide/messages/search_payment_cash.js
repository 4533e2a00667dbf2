/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Payment_CashInputs */

const en_search_payment_cash = /** @type {(inputs: Search_Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash`)
};

const fr_search_payment_cash = /** @type {(inputs: Search_Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces`)
};

/**
* | output |
* | --- |
* | "Cash" |
*
* @param {Search_Payment_CashInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_cash = /** @type {((inputs?: Search_Payment_CashInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Payment_CashInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_payment_cash(inputs)
	return en_search_payment_cash(inputs)
});