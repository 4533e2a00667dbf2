/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_Changes_Not_AllowedInputs */

const en_lowcost_policy_changes_not_allowed = /** @type {(inputs: Lowcost_Policy_Changes_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not allowed`)
};

const fr_lowcost_policy_changes_not_allowed = /** @type {(inputs: Lowcost_Policy_Changes_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non autorisées`)
};

/**
* | output |
* | --- |
* | "not allowed" |
*
* @param {Lowcost_Policy_Changes_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_changes_not_allowed = /** @type {((inputs?: Lowcost_Policy_Changes_Not_AllowedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_Changes_Not_AllowedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_changes_not_allowed(inputs)
	return en_lowcost_policy_changes_not_allowed(inputs)
});