/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_ReturnInputs */

const en_lowcost_return = /** @type {(inputs: Lowcost_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return`)
};

const fr_lowcost_return = /** @type {(inputs: Lowcost_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller-retour`)
};

/**
* | output |
* | --- |
* | "Return" |
*
* @param {Lowcost_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_return = /** @type {((inputs?: Lowcost_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_return(inputs)
	return en_lowcost_return(inputs)
});