/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Lowcost_Fewer_BagsInputs */

const en_lowcost_fewer_bags = /** @type {(inputs: Lowcost_Fewer_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fewer bags: ${i?.who}`)
};

const fr_lowcost_fewer_bags = /** @type {(inputs: Lowcost_Fewer_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moins de bagages : ${i?.who}`)
};

/**
* | output |
* | --- |
* | "Fewer bags: {who}" |
*
* @param {Lowcost_Fewer_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_fewer_bags = /** @type {((inputs: Lowcost_Fewer_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Fewer_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_fewer_bags(inputs)
	return en_lowcost_fewer_bags(inputs)
});