/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_DescriptionInputs */

const en_roles_description = /** @type {(inputs: Roles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What each role of the organization may do, and who may do what.`)
};

const fr_roles_description = /** @type {(inputs: Roles_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que chaque rôle de l'organisation peut faire, et qui peut faire quoi.`)
};

/**
* | output |
* | --- |
* | "What each role of the organization may do, and who may do what." |
*
* @param {Roles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_description = /** @type {((inputs?: Roles_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_description(inputs)
	return en_roles_description(inputs)
});