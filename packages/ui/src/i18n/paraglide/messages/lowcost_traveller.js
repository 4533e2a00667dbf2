/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Lowcost_TravellerInputs */

const en_lowcost_traveller = /** @type {(inputs: Lowcost_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Traveller ${i?.number}`)
};

const fr_lowcost_traveller = /** @type {(inputs: Lowcost_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voyageur ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Traveller {number}" |
*
* @param {Lowcost_TravellerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_traveller = /** @type {((inputs: Lowcost_TravellerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_TravellerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_traveller(inputs)
	return en_lowcost_traveller(inputs)
});