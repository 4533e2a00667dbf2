/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ airline: NonNullable<unknown> }} Lowcost_Support_TitleInputs */

const en_lowcost_support_title = /** @type {(inputs: Lowcost_Support_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airline} support`)
};

const fr_lowcost_support_title = /** @type {(inputs: Lowcost_Support_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assistance ${i?.airline}`)
};

/**
* | output |
* | --- |
* | "{airline} support" |
*
* @param {Lowcost_Support_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_support_title = /** @type {((inputs: Lowcost_Support_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Support_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_support_title(inputs)
	return en_lowcost_support_title(inputs)
});