/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_BagsInputs */

const en_lowcost_policy_bags = /** @type {(inputs: Lowcost_Policy_BagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bags`)
};

const fr_lowcost_policy_bags = /** @type {(inputs: Lowcost_Policy_BagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagages`)
};

/**
* | output |
* | --- |
* | "Bags" |
*
* @param {Lowcost_Policy_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_bags = /** @type {((inputs?: Lowcost_Policy_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_bags(inputs)
	return en_lowcost_policy_bags(inputs)
});