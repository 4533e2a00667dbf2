/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Step_DoneInputs */

const en_exchange_step_done = /** @type {(inputs: Exchange_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(done)`)
};

const fr_exchange_step_done = /** @type {(inputs: Exchange_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(terminée)`)
};

/**
* | output |
* | --- |
* | "(done)" |
*
* @param {Exchange_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_done = /** @type {((inputs?: Exchange_Step_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step_done(inputs)
	return en_exchange_step_done(inputs)
});