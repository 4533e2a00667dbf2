/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_RefundableInputs */

const en_lowcost_policy_refundable = /** @type {(inputs: Lowcost_Policy_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refundable as a credit before departure`)
};

const fr_lowcost_policy_refundable = /** @type {(inputs: Lowcost_Policy_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remboursable en avoir avant le départ`)
};

/**
* | output |
* | --- |
* | "refundable as a credit before departure" |
*
* @param {Lowcost_Policy_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_refundable = /** @type {((inputs?: Lowcost_Policy_RefundableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_RefundableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_refundable(inputs)
	return en_lowcost_policy_refundable(inputs)
});