/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_AdultInputs */

const en_lowcost_adult = /** @type {(inputs: Lowcost_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adult`)
};

const fr_lowcost_adult = /** @type {(inputs: Lowcost_AdultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adulte`)
};

/**
* | output |
* | --- |
* | "Adult" |
*
* @param {Lowcost_AdultInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_adult = /** @type {((inputs?: Lowcost_AdultInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_AdultInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_adult(inputs)
	return en_lowcost_adult(inputs)
});