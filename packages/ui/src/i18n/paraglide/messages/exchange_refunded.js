/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_RefundedInputs */

const en_exchange_refunded = /** @type {(inputs: Exchange_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded to the balance`)
};

const fr_exchange_refunded = /** @type {(inputs: Exchange_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursé sur le solde`)
};

/**
* | output |
* | --- |
* | "Refunded to the balance" |
*
* @param {Exchange_RefundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_refunded = /** @type {((inputs?: Exchange_RefundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_RefundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_refunded(inputs)
	return en_exchange_refunded(inputs)
});