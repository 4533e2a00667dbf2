/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_No_Checked_BagInputs */

const en_results_no_checked_bag = /** @type {(inputs: Results_No_Checked_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No checked bag`)
};

const fr_results_no_checked_bag = /** @type {(inputs: Results_No_Checked_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de bagage en soute`)
};

/**
* | output |
* | --- |
* | "No checked bag" |
*
* @param {Results_No_Checked_BagInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_no_checked_bag = /** @type {((inputs?: Results_No_Checked_BagInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_No_Checked_BagInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_no_checked_bag(inputs)
	return en_results_no_checked_bag(inputs)
});