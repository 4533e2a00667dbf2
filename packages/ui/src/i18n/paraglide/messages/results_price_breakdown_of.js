/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fare: NonNullable<unknown> }} Results_Price_Breakdown_OfInputs */

const en_results_price_breakdown_of = /** @type {(inputs: Results_Price_Breakdown_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fare} price breakdown`)
};

const fr_results_price_breakdown_of = /** @type {(inputs: Results_Price_Breakdown_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Détail du prix ${i?.fare}`)
};

/**
* | output |
* | --- |
* | "{fare} price breakdown" |
*
* @param {Results_Price_Breakdown_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_price_breakdown_of = /** @type {((inputs: Results_Price_Breakdown_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Price_Breakdown_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_price_breakdown_of(inputs)
	return en_results_price_breakdown_of(inputs)
});