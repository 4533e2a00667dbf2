/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amount_DotInputs */

const en_amount_dot = /** @type {(inputs: Amount_DotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a comma for decimals, e.g. 1 234,56`)
};

const fr_amount_dot = /** @type {(inputs: Amount_DotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez une virgule pour les décimales, par ex. 1 234,56`)
};

/**
* | output |
* | --- |
* | "Use a comma for decimals, e.g. 1 234,56" |
*
* @param {Amount_DotInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_dot = /** @type {((inputs?: Amount_DotInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amount_DotInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_amount_dot(inputs)
	return en_amount_dot(inputs)
});