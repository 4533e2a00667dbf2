/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Birth_DateInputs */

const en_lowcost_birth_date = /** @type {(inputs: Lowcost_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date of birth`)
};

const fr_lowcost_birth_date = /** @type {(inputs: Lowcost_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de naissance`)
};

/**
* | output |
* | --- |
* | "Date of birth" |
*
* @param {Lowcost_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_birth_date = /** @type {((inputs?: Lowcost_Birth_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Birth_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_birth_date(inputs)
	return en_lowcost_birth_date(inputs)
});