/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Low_Cost_HoldsInputs */

const en_title_low_cost_holds = /** @type {(inputs: Title_Low_Cost_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queues: low-cost holds`)
};

const fr_title_low_cost_holds = /** @type {(inputs: Title_Low_Cost_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files de travail : options low-cost`)
};

/**
* | output |
* | --- |
* | "Queues: low-cost holds" |
*
* @param {Title_Low_Cost_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_holds = /** @type {((inputs?: Title_Low_Cost_HoldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Low_Cost_HoldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_low_cost_holds(inputs)
	return en_title_low_cost_holds(inputs)
});