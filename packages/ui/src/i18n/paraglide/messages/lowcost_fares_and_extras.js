/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fares: NonNullable<unknown>, extras: NonNullable<unknown> }} Lowcost_Fares_And_ExtrasInputs */

const en_lowcost_fares_and_extras = /** @type {(inputs: Lowcost_Fares_And_ExtrasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fares ${i?.fares} · extras ${i?.extras}`)
};

const fr_lowcost_fares_and_extras = /** @type {(inputs: Lowcost_Fares_And_ExtrasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarifs ${i?.fares} · options ${i?.extras}`)
};

/**
* | output |
* | --- |
* | "Fares {fares} · extras {extras}" |
*
* @param {Lowcost_Fares_And_ExtrasInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_fares_and_extras = /** @type {((inputs: Lowcost_Fares_And_ExtrasInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Fares_And_ExtrasInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_fares_and_extras(inputs)
	return en_lowcost_fares_and_extras(inputs)
});