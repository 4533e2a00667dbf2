/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Bank_TransferInputs */

const en_payment_bank_transfer = /** @type {(inputs: Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

const fr_payment_bank_transfer = /** @type {(inputs: Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virement bancaire`)
};

/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Payment_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_bank_transfer = /** @type {((inputs?: Payment_Bank_TransferInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Bank_TransferInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_bank_transfer(inputs)
	return en_payment_bank_transfer(inputs)
});