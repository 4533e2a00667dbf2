/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_CheckInputs */

const en_payment_check = /** @type {(inputs: Payment_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check`)
};

const fr_payment_check = /** @type {(inputs: Payment_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chèque`)
};

/**
* | output |
* | --- |
* | "Check" |
*
* @param {Payment_CheckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const payment_check = /** @type {((inputs?: Payment_CheckInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_CheckInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_payment_check(inputs)
	return en_payment_check(inputs)
});