/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Low_Cost_SupportInputs */

const en_title_low_cost_support = /** @type {(inputs: Title_Low_Cost_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: support`)
};

const fr_title_low_cost_support = /** @type {(inputs: Title_Low_Cost_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : assistance`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: support" |
*
* @param {Title_Low_Cost_SupportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_support = /** @type {((inputs?: Title_Low_Cost_SupportInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Low_Cost_SupportInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_low_cost_support(inputs)
	return en_title_low_cost_support(inputs)
});