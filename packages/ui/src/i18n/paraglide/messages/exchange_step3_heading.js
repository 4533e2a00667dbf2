/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Step3_HeadingInputs */

const en_exchange_step3_heading = /** @type {(inputs: Exchange_Step3_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 3: confirm`)
};

const fr_exchange_step3_heading = /** @type {(inputs: Exchange_Step3_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape 3 : confirmation`)
};

/**
* | output |
* | --- |
* | "Step 3: confirm" |
*
* @param {Exchange_Step3_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step3_heading = /** @type {((inputs?: Exchange_Step3_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step3_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step3_heading(inputs)
	return en_exchange_step3_heading(inputs)
});