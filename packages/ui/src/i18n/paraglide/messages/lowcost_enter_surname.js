/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Enter_SurnameInputs */

const en_lowcost_enter_surname = /** @type {(inputs: Lowcost_Enter_SurnameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the surname`)
};

const fr_lowcost_enter_surname = /** @type {(inputs: Lowcost_Enter_SurnameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nom`)
};

/**
* | output |
* | --- |
* | "Enter the surname" |
*
* @param {Lowcost_Enter_SurnameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_enter_surname = /** @type {((inputs?: Lowcost_Enter_SurnameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Enter_SurnameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_enter_surname(inputs)
	return en_lowcost_enter_surname(inputs)
});