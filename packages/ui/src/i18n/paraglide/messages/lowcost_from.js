/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_FromInputs */

const en_lowcost_from = /** @type {(inputs: Lowcost_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const fr_lowcost_from = /** @type {(inputs: Lowcost_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départ`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Lowcost_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_from = /** @type {((inputs?: Lowcost_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_from(inputs)
	return en_lowcost_from(inputs)
});