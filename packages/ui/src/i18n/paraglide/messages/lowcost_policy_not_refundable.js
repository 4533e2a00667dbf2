/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_Not_RefundableInputs */

const en_lowcost_policy_not_refundable = /** @type {(inputs: Lowcost_Policy_Not_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not refundable`)
};

const fr_lowcost_policy_not_refundable = /** @type {(inputs: Lowcost_Policy_Not_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non remboursable`)
};

/**
* | output |
* | --- |
* | "not refundable" |
*
* @param {Lowcost_Policy_Not_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_not_refundable = /** @type {((inputs?: Lowcost_Policy_Not_RefundableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_Not_RefundableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_not_refundable(inputs)
	return en_lowcost_policy_not_refundable(inputs)
});