/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_InfantInputs */

const en_lowcost_infant = /** @type {(inputs: Lowcost_InfantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infant`)
};

const fr_lowcost_infant = /** @type {(inputs: Lowcost_InfantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bébé`)
};

/**
* | output |
* | --- |
* | "Infant" |
*
* @param {Lowcost_InfantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_infant = /** @type {((inputs?: Lowcost_InfantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_InfantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_infant(inputs)
	return en_lowcost_infant(inputs)
});