/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amount_Too_LargeInputs */

const en_amount_too_large = /** @type {(inputs: Amount_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount is too large`)
};

const fr_amount_too_large = /** @type {(inputs: Amount_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant est trop élevé`)
};

/**
* | output |
* | --- |
* | "The amount is too large" |
*
* @param {Amount_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_too_large = /** @type {((inputs?: Amount_Too_LargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amount_Too_LargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_amount_too_large(inputs)
	return en_amount_too_large(inputs)
});