/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ traveller: NonNullable<unknown>, price: NonNullable<unknown> }} Lowcost_Traveller_BagsInputs */

const en_lowcost_traveller_bags = /** @type {(inputs: Lowcost_Traveller_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.traveller}: checked bags (${i?.price} each)`)
};

const fr_lowcost_traveller_bags = /** @type {(inputs: Lowcost_Traveller_BagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.traveller} : bagages en soute (${i?.price} chacun)`)
};

/**
* | output |
* | --- |
* | "{traveller}: checked bags ({price} each)" |
*
* @param {Lowcost_Traveller_BagsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_traveller_bags = /** @type {((inputs: Lowcost_Traveller_BagsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Traveller_BagsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_traveller_bags(inputs)
	return en_lowcost_traveller_bags(inputs)
});