/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pieces: NonNullable<unknown> }} Results_Checked_Bags_No_WeightInputs */

const en_results_checked_bags_no_weight = /** @type {(inputs: Results_Checked_Bags_No_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pieces} × checked`)
};

const fr_results_checked_bags_no_weight = /** @type {(inputs: Results_Checked_Bags_No_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pieces} × bagage en soute`)
};

/**
* | output |
* | --- |
* | "{pieces} × checked" |
*
* @param {Results_Checked_Bags_No_WeightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_checked_bags_no_weight = /** @type {((inputs: Results_Checked_Bags_No_WeightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Checked_Bags_No_WeightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_checked_bags_no_weight(inputs)
	return en_results_checked_bags_no_weight(inputs)
});