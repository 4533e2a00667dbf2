/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_ToInputs */

const en_lowcost_to = /** @type {(inputs: Lowcost_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const fr_lowcost_to = /** @type {(inputs: Lowcost_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrivée`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Lowcost_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_to = /** @type {((inputs?: Lowcost_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_to(inputs)
	return en_lowcost_to(inputs)
});