/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_No_Checked_BagInputs */

const en_lowcost_policy_no_checked_bag = /** @type {(inputs: Lowcost_Policy_No_Checked_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no checked bag (bought as an extra)`)
};

const fr_lowcost_policy_no_checked_bag = /** @type {(inputs: Lowcost_Policy_No_Checked_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas de bagage en soute (en option)`)
};

/**
* | output |
* | --- |
* | "no checked bag (bought as an extra)" |
*
* @param {Lowcost_Policy_No_Checked_BagInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_no_checked_bag = /** @type {((inputs?: Lowcost_Policy_No_Checked_BagInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_No_Checked_BagInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_no_checked_bag(inputs)
	return en_lowcost_policy_no_checked_bag(inputs)
});