/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Step1_HeadingInputs */

const en_exchange_step1_heading = /** @type {(inputs: Exchange_Step1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 1: eligibility`)
};

const fr_exchange_step1_heading = /** @type {(inputs: Exchange_Step1_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape 1 : éligibilité`)
};

/**
* | output |
* | --- |
* | "Step 1: eligibility" |
*
* @param {Exchange_Step1_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step1_heading = /** @type {((inputs?: Exchange_Step1_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step1_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step1_heading(inputs)
	return en_exchange_step1_heading(inputs)
});