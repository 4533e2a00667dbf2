/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Price_BreakdownInputs */

const en_results_price_breakdown = /** @type {(inputs: Results_Price_BreakdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price breakdown`)
};

const fr_results_price_breakdown = /** @type {(inputs: Results_Price_BreakdownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détail du prix`)
};

/**
* | output |
* | --- |
* | "Price breakdown" |
*
* @param {Results_Price_BreakdownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_price_breakdown = /** @type {((inputs?: Results_Price_BreakdownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Price_BreakdownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_price_breakdown(inputs)
	return en_results_price_breakdown(inputs)
});