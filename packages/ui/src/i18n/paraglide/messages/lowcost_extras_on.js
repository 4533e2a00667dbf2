/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown> }} Lowcost_Extras_OnInputs */

const en_lowcost_extras_on = /** @type {(inputs: Lowcost_Extras_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Extras on ${i?.flight}`)
};

const fr_lowcost_extras_on = /** @type {(inputs: Lowcost_Extras_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Options sur le ${i?.flight}`)
};

/**
* | output |
* | --- |
* | "Extras on {flight}" |
*
* @param {Lowcost_Extras_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_extras_on = /** @type {((inputs: Lowcost_Extras_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Extras_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_extras_on(inputs)
	return en_lowcost_extras_on(inputs)
});