/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Low_Cost_HoldsInputs */

const en_queues_low_cost_holds = /** @type {(inputs: Queues_Low_Cost_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost holds`)
};

const fr_queues_low_cost_holds = /** @type {(inputs: Queues_Low_Cost_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options low-cost`)
};

/**
* | output |
* | --- |
* | "Low-cost holds" |
*
* @param {Queues_Low_Cost_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_low_cost_holds = /** @type {((inputs?: Queues_Low_Cost_HoldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Low_Cost_HoldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_low_cost_holds(inputs)
	return en_queues_low_cost_holds(inputs)
});