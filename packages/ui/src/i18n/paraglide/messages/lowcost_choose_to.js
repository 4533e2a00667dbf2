/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Choose_ToInputs */

const en_lowcost_choose_to = /** @type {(inputs: Lowcost_Choose_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an arrival airport`)
};

const fr_lowcost_choose_to = /** @type {(inputs: Lowcost_Choose_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un aéroport d'arrivée`)
};

/**
* | output |
* | --- |
* | "Choose an arrival airport" |
*
* @param {Lowcost_Choose_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_to = /** @type {((inputs?: Lowcost_Choose_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Choose_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_choose_to(inputs)
	return en_lowcost_choose_to(inputs)
});