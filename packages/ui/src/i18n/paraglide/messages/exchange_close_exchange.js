/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Close_ExchangeInputs */

const en_exchange_close_exchange = /** @type {(inputs: Exchange_Close_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close exchange`)
};

const fr_exchange_close_exchange = /** @type {(inputs: Exchange_Close_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer l'échange`)
};

/**
* | output |
* | --- |
* | "Close exchange" |
*
* @param {Exchange_Close_ExchangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_close_exchange = /** @type {((inputs?: Exchange_Close_ExchangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Close_ExchangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_close_exchange(inputs)
	return en_exchange_close_exchange(inputs)
});