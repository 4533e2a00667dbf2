/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Organizations_Role_OfInputs */

const en_organizations_role_of = /** @type {(inputs: Organizations_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platform role of ${i?.name}`)
};

const fr_organizations_role_of = /** @type {(inputs: Organizations_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle sur la plateforme de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Platform role of {name}" |
*
* @param {Organizations_Role_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_role_of = /** @type {((inputs: Organizations_Role_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Role_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_role_of(inputs)
	return en_organizations_role_of(inputs)
});