/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Step2_HeadingInputs */

const en_exchange_step2_heading = /** @type {(inputs: Exchange_Step2_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step 2: new flights`)
};

const fr_exchange_step2_heading = /** @type {(inputs: Exchange_Step2_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étape 2 : nouveaux vols`)
};

/**
* | output |
* | --- |
* | "Step 2: new flights" |
*
* @param {Exchange_Step2_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step2_heading = /** @type {((inputs?: Exchange_Step2_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step2_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step2_heading(inputs)
	return en_exchange_step2_heading(inputs)
});