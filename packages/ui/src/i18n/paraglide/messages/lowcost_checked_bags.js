/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Lowcost_Checked_BagsInputs */

const en_lowcost_checked_bags = /** @type {(inputs: Lowcost_Checked_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} checked bag`)
};

const fr_lowcost_checked_bags = /** @type {(inputs: Lowcost_Checked_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} bagage en soute`)
};

/**
* | output |
* | --- |
* | "{count} checked bag" |
*
* @param {Lowcost_Checked_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_checked_bags = /** @type {((inputs: Lowcost_Checked_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Checked_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_checked_bags(inputs)
	return en_lowcost_checked_bags(inputs)
});