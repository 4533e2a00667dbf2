/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_CheckInputs */

const en_exchange_check = /** @type {(inputs: Exchange_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check eligibility`)
};

const fr_exchange_check = /** @type {(inputs: Exchange_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier l'éligibilité`)
};

/**
* | output |
* | --- |
* | "Check eligibility" |
*
* @param {Exchange_CheckInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_check = /** @type {((inputs?: Exchange_CheckInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_CheckInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_check(inputs)
	return en_exchange_check(inputs)
});