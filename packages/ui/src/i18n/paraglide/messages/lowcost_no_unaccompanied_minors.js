/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ airline: NonNullable<unknown> }} Lowcost_No_Unaccompanied_MinorsInputs */

const en_lowcost_no_unaccompanied_minors = /** @type {(inputs: Lowcost_No_Unaccompanied_MinorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airline} does not carry unaccompanied minors.`)
};

const fr_lowcost_no_unaccompanied_minors = /** @type {(inputs: Lowcost_No_Unaccompanied_MinorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airline} ne transporte pas de mineurs non accompagnés.`)
};

/**
* | output |
* | --- |
* | "{airline} does not carry unaccompanied minors." |
*
* @param {Lowcost_No_Unaccompanied_MinorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_unaccompanied_minors = /** @type {((inputs: Lowcost_No_Unaccompanied_MinorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_No_Unaccompanied_MinorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_no_unaccompanied_minors(inputs)
	return en_lowcost_no_unaccompanied_minors(inputs)
});