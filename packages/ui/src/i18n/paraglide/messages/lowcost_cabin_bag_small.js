/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Cabin_Bag_SmallInputs */

const en_lowcost_cabin_bag_small = /** @type {(inputs: Lowcost_Cabin_Bag_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 under-seat bag (40 × 30 × 20 cm)`)
};

const fr_lowcost_cabin_bag_small = /** @type {(inputs: Lowcost_Cabin_Bag_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 bagage sous le siège (40 × 30 × 20 cm)`)
};

/**
* | output |
* | --- |
* | "1 under-seat bag (40 × 30 × 20 cm)" |
*
* @param {Lowcost_Cabin_Bag_SmallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_cabin_bag_small = /** @type {((inputs?: Lowcost_Cabin_Bag_SmallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Cabin_Bag_SmallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_cabin_bag_small(inputs)
	return en_lowcost_cabin_bag_small(inputs)
});