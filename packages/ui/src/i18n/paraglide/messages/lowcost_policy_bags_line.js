/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cabin: NonNullable<unknown>, checked: NonNullable<unknown> }} Lowcost_Policy_Bags_LineInputs */

const en_lowcost_policy_bags_line = /** @type {(inputs: Lowcost_Policy_Bags_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cabin}; ${i?.checked}`)
};

const fr_lowcost_policy_bags_line = /** @type {(inputs: Lowcost_Policy_Bags_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cabin} ; ${i?.checked}`)
};

/**
* | output |
* | --- |
* | "{cabin}; {checked}" |
*
* @param {Lowcost_Policy_Bags_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_bags_line = /** @type {((inputs: Lowcost_Policy_Bags_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_Bags_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_bags_line(inputs)
	return en_lowcost_policy_bags_line(inputs)
});