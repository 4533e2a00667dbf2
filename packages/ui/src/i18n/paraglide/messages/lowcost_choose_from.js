/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Choose_FromInputs */

const en_lowcost_choose_from = /** @type {(inputs: Lowcost_Choose_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a departure airport`)
};

const fr_lowcost_choose_from = /** @type {(inputs: Lowcost_Choose_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un aéroport de départ`)
};

/**
* | output |
* | --- |
* | "Choose a departure airport" |
*
* @param {Lowcost_Choose_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_from = /** @type {((inputs?: Lowcost_Choose_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Choose_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_choose_from(inputs)
	return en_lowcost_choose_from(inputs)
});