/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_International_Bank_CardInputs */

const en_payment_international_bank_card = /** @type {(inputs: Payment_International_Bank_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`International bank card`)
};

const fr_payment_international_bank_card = /** @type {(inputs: Payment_International_Bank_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte bancaire internationale`)
};

/**
* | output |
* | --- |
* | "International bank card" |
*
* @param {Payment_International_Bank_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_international_bank_card = /** @type {((inputs?: Payment_International_Bank_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_International_Bank_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_international_bank_card(inputs)
	return en_payment_international_bank_card(inputs)
});