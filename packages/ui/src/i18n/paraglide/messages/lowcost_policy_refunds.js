/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_RefundsInputs */

const en_lowcost_policy_refunds = /** @type {(inputs: Lowcost_Policy_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

const fr_lowcost_policy_refunds = /** @type {(inputs: Lowcost_Policy_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursements`)
};

/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Lowcost_Policy_RefundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_refunds = /** @type {((inputs?: Lowcost_Policy_RefundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_RefundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_refunds(inputs)
	return en_lowcost_policy_refunds(inputs)
});