/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Low_Cost_ResultsInputs */

const en_title_low_cost_results = /** @type {(inputs: Title_Low_Cost_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: results`)
};

const fr_title_low_cost_results = /** @type {(inputs: Title_Low_Cost_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : résultats`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: results" |
*
* @param {Title_Low_Cost_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_results = /** @type {((inputs?: Title_Low_Cost_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Low_Cost_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_low_cost_results(inputs)
	return en_title_low_cost_results(inputs)
});