/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Fare_DifferenceInputs */

const en_exchange_fare_difference = /** @type {(inputs: Exchange_Fare_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fare difference`)
};

const fr_exchange_fare_difference = /** @type {(inputs: Exchange_Fare_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Différence tarifaire`)
};

/**
* | output |
* | --- |
* | "Fare difference" |
*
* @param {Exchange_Fare_DifferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_fare_difference = /** @type {((inputs?: Exchange_Fare_DifferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Fare_DifferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_fare_difference(inputs)
	return en_exchange_fare_difference(inputs)
});