/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fare: NonNullable<unknown> }} Lowcost_Policy_InfantsInputs */

const en_lowcost_policy_infants = /** @type {(inputs: Lowcost_Policy_InfantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Infants on a lap (${i?.fare}) have no seat and no bag of their own.`)
};

const fr_lowcost_policy_infants = /** @type {(inputs: Lowcost_Policy_InfantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les bébés sur les genoux (${i?.fare}) n'ont ni siège ni bagage à eux.`)
};

/**
* | output |
* | --- |
* | "Infants on a lap ({fare}) have no seat and no bag of their own." |
*
* @param {Lowcost_Policy_InfantsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_policy_infants = /** @type {((inputs: Lowcost_Policy_InfantsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Policy_InfantsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_policy_infants(inputs)
	return en_lowcost_policy_infants(inputs)
});