/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Cabin_Bag_LargeInputs */

const en_lowcost_cabin_bag_large = /** @type {(inputs: Lowcost_Cabin_Bag_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 under-seat bag + 1 cabin bag of 10 kg`)
};

const fr_lowcost_cabin_bag_large = /** @type {(inputs: Lowcost_Cabin_Bag_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 bagage sous le siège + 1 bagage cabine de 10 kg`)
};

/**
* | output |
* | --- |
* | "1 under-seat bag + 1 cabin bag of 10 kg" |
*
* @param {Lowcost_Cabin_Bag_LargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_cabin_bag_large = /** @type {((inputs?: Lowcost_Cabin_Bag_LargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Cabin_Bag_LargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_cabin_bag_large(inputs)
	return en_lowcost_cabin_bag_large(inputs)
});