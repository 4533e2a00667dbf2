/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Lowcost_Policy_Changes_FeeInputs */

const en_lowcost_policy_changes_fee = /** @type {(inputs: Lowcost_Policy_Changes_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} per passenger and flight, plus any fare difference`)
};

const fr_lowcost_policy_changes_fee = /** @type {(inputs: Lowcost_Policy_Changes_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fee} par passager et par vol, plus l'éventuelle différence tarifaire`)
};

/**
* | output |
* | --- |
* | "{fee} per passenger and flight, plus any fare difference" |
*
* @param {Lowcost_Policy_Changes_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_changes_fee = /** @type {((inputs: Lowcost_Policy_Changes_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_Changes_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_changes_fee(inputs)
	return en_lowcost_policy_changes_fee(inputs)
});