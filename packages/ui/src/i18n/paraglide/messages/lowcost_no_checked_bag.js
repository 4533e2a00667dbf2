/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_No_Checked_BagInputs */

const en_lowcost_no_checked_bag = /** @type {(inputs: Lowcost_No_Checked_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No checked bag`)
};

const fr_lowcost_no_checked_bag = /** @type {(inputs: Lowcost_No_Checked_BagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de bagage en soute`)
};

/**
* | output |
* | --- |
* | "No checked bag" |
*
* @param {Lowcost_No_Checked_BagInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_checked_bag = /** @type {((inputs?: Lowcost_No_Checked_BagInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_No_Checked_BagInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_no_checked_bag(inputs)
	return en_lowcost_no_checked_bag(inputs)
});