/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Filter_AirlinesInputs */

const en_results_filter_airlines = /** @type {(inputs: Results_Filter_AirlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airlines`)
};

const fr_results_filter_airlines = /** @type {(inputs: Results_Filter_AirlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnies`)
};

/**
* | output |
* | --- |
* | "Airlines" |
*
* @param {Results_Filter_AirlinesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_filter_airlines = /** @type {((inputs?: Results_Filter_AirlinesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Filter_AirlinesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_filter_airlines(inputs)
	return en_results_filter_airlines(inputs)
});