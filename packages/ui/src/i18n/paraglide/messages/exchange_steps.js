/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_StepsInputs */

const en_exchange_steps = /** @type {(inputs: Exchange_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange steps`)
};

const fr_exchange_steps = /** @type {(inputs: Exchange_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étapes de l'échange`)
};

/**
* | output |
* | --- |
* | "Exchange steps" |
*
* @param {Exchange_StepsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_steps = /** @type {((inputs?: Exchange_StepsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_StepsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_steps(inputs)
	return en_exchange_steps(inputs)
});