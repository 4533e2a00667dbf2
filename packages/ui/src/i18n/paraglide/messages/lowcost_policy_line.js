/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ bundle: NonNullable<unknown>, rule: NonNullable<unknown> }} Lowcost_Policy_LineInputs */

const en_lowcost_policy_line = /** @type {(inputs: Lowcost_Policy_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bundle}: ${i?.rule}.`)
};

const fr_lowcost_policy_line = /** @type {(inputs: Lowcost_Policy_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bundle} : ${i?.rule}.`)
};

/**
* | output |
* | --- |
* | "{bundle}: {rule}." |
*
* @param {Lowcost_Policy_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_line = /** @type {((inputs: Lowcost_Policy_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_line(inputs)
	return en_lowcost_policy_line(inputs)
});