/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Low_CostInputs */

const en_nav_low_cost = /** @type {(inputs: Nav_Low_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline`)
};

const fr_nav_low_cost = /** @type {(inputs: Nav_Low_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost`)
};

/**
* | output |
* | --- |
* | "Low-cost airline" |
*
* @param {Nav_Low_CostInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_low_cost = /** @type {((inputs?: Nav_Low_CostInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Low_CostInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_low_cost(inputs)
	return en_nav_low_cost(inputs)
});