/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Step_EligibilityInputs */

const en_exchange_step_eligibility = /** @type {(inputs: Exchange_Step_EligibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eligibility`)
};

const fr_exchange_step_eligibility = /** @type {(inputs: Exchange_Step_EligibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éligibilité`)
};

/**
* | output |
* | --- |
* | "Eligibility" |
*
* @param {Exchange_Step_EligibilityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_eligibility = /** @type {((inputs?: Exchange_Step_EligibilityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step_EligibilityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step_eligibility(inputs)
	return en_exchange_step_eligibility(inputs)
});