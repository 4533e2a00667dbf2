/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_CashInputs */

const en_payment_cash = /** @type {(inputs: Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash`)
};

const fr_payment_cash = /** @type {(inputs: Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espèces`)
};

/**
* | output |
* | --- |
* | "Cash" |
*
* @param {Payment_CashInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_cash = /** @type {((inputs?: Payment_CashInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_CashInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_cash(inputs)
	return en_payment_cash(inputs)
});