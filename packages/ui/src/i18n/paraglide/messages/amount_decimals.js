/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amount_DecimalsInputs */

const en_amount_decimals = /** @type {(inputs: Amount_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most two decimals, e.g. 1 234,56`)
};

const fr_amount_decimals = /** @type {(inputs: Amount_DecimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deux décimales au plus, par ex. 1 234,56`)
};

/**
* | output |
* | --- |
* | "At most two decimals, e.g. 1 234,56" |
*
* @param {Amount_DecimalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_decimals = /** @type {((inputs?: Amount_DecimalsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amount_DecimalsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_amount_decimals(inputs)
	return en_amount_decimals(inputs)
});