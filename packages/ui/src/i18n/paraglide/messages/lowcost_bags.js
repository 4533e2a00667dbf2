/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Lowcost_BagsInputs */

const en_lowcost_bags = /** @type {(inputs: Lowcost_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bags: ${i?.who}`)
};

const fr_lowcost_bags = /** @type {(inputs: Lowcost_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bagages : ${i?.who}`)
};

/**
* | output |
* | --- |
* | "Bags: {who}" |
*
* @param {Lowcost_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_bags = /** @type {((inputs: Lowcost_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_bags(inputs)
	return en_lowcost_bags(inputs)
});