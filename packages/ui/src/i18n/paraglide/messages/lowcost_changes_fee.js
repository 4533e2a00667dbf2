/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Lowcost_Changes_FeeInputs */

const en_lowcost_changes_fee = /** @type {(inputs: Lowcost_Changes_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes ${i?.fee}`)
};

const fr_lowcost_changes_fee = /** @type {(inputs: Lowcost_Changes_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifications ${i?.fee}`)
};

/**
* | output |
* | --- |
* | "Changes {fee}" |
*
* @param {Lowcost_Changes_FeeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_changes_fee = /** @type {((inputs: Lowcost_Changes_FeeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Changes_FeeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_changes_fee(inputs)
	return en_lowcost_changes_fee(inputs)
});