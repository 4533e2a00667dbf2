/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Exchange_Step_NumberInputs */

const en_exchange_step_number = /** @type {(inputs: Exchange_Step_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.number}:`)
};

const fr_exchange_step_number = /** @type {(inputs: Exchange_Step_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Étape ${i?.number} :`)
};

/**
* | output |
* | --- |
* | "Step {number}:" |
*
* @param {Exchange_Step_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_number = /** @type {((inputs: Exchange_Step_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step_number(inputs)
	return en_exchange_step_number(inputs)
});