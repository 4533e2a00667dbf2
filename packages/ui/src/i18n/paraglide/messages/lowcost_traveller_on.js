/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, flight: NonNullable<unknown> }} Lowcost_Traveller_OnInputs */

const en_lowcost_traveller_on = /** @type {(inputs: Lowcost_Traveller_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`traveller ${i?.number} on ${i?.flight}`)
};

const fr_lowcost_traveller_on = /** @type {(inputs: Lowcost_Traveller_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`voyageur ${i?.number} sur le ${i?.flight}`)
};

/**
* | output |
* | --- |
* | "traveller {number} on {flight}" |
*
* @param {Lowcost_Traveller_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_traveller_on = /** @type {((inputs: Lowcost_Traveller_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Traveller_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_traveller_on(inputs)
	return en_lowcost_traveller_on(inputs)
});