/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Lowcost_More_BagsInputs */

const en_lowcost_more_bags = /** @type {(inputs: Lowcost_More_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More bags: ${i?.who}`)
};

const fr_lowcost_more_bags = /** @type {(inputs: Lowcost_More_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus de bagages : ${i?.who}`)
};

/**
* | output |
* | --- |
* | "More bags: {who}" |
*
* @param {Lowcost_More_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_more_bags = /** @type {((inputs: Lowcost_More_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_More_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_more_bags(inputs)
	return en_lowcost_more_bags(inputs)
});