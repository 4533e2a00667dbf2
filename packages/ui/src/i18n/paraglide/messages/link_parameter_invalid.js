/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ parameter: NonNullable<unknown> }} Link_Parameter_InvalidInputs */

const en_link_parameter_invalid = /** @type {(inputs: Link_Parameter_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The parameter ${i?.parameter} is not valid`)
};

const fr_link_parameter_invalid = /** @type {(inputs: Link_Parameter_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le paramètre ${i?.parameter} n'est pas valide`)
};

/**
* | output |
* | --- |
* | "The parameter {parameter} is not valid" |
*
* @param {Link_Parameter_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_parameter_invalid = /** @type {((inputs: Link_Parameter_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Parameter_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_link_parameter_invalid(inputs)
	return en_link_parameter_invalid(inputs)
});