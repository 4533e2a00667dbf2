/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Payment_Bank_TransferInputs */

const en_search_payment_bank_transfer = /** @type {(inputs: Search_Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

const fr_search_payment_bank_transfer = /** @type {(inputs: Search_Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virement bancaire`)
};

/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Search_Payment_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_payment_bank_transfer = /** @type {((inputs?: Search_Payment_Bank_TransferInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Payment_Bank_TransferInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_payment_bank_transfer(inputs)
	return en_search_payment_bank_transfer(inputs)
});