/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Policy_Changes_FreeInputs */

const en_lowcost_policy_changes_free = /** @type {(inputs: Lowcost_Policy_Changes_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`free, plus any fare difference`)
};

const fr_lowcost_policy_changes_free = /** @type {(inputs: Lowcost_Policy_Changes_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratuites, plus l'éventuelle différence tarifaire`)
};

/**
* | output |
* | --- |
* | "free, plus any fare difference" |
*
* @param {Lowcost_Policy_Changes_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_changes_free = /** @type {((inputs?: Lowcost_Policy_Changes_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_Changes_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_changes_free(inputs)
	return en_lowcost_policy_changes_free(inputs)
});