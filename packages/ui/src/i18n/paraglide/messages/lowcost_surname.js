/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_SurnameInputs */

const en_lowcost_surname = /** @type {(inputs: Lowcost_SurnameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surname`)
};

const fr_lowcost_surname = /** @type {(inputs: Lowcost_SurnameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**
* | output |
* | --- |
* | "Surname" |
*
* @param {Lowcost_SurnameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_surname = /** @type {((inputs?: Lowcost_SurnameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_SurnameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_surname(inputs)
	return en_lowcost_surname(inputs)
});