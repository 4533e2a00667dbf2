/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Local_Bank_CardInputs */

const en_payment_local_bank_card = /** @type {(inputs: Payment_Local_Bank_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local bank card`)
};

const fr_payment_local_bank_card = /** @type {(inputs: Payment_Local_Bank_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte bancaire locale`)
};

/**
* | output |
* | --- |
* | "Local bank card" |
*
* @param {Payment_Local_Bank_CardInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_local_bank_card = /** @type {((inputs?: Payment_Local_Bank_CardInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Local_Bank_CardInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_local_bank_card(inputs)
	return en_payment_local_bank_card(inputs)
});