/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_SectionInputs */

const en_roles_section = /** @type {(inputs: Roles_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

const fr_roles_section = /** @type {(inputs: Roles_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles`)
};

/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Roles_SectionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_section = /** @type {((inputs?: Roles_SectionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_SectionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_section(inputs)
	return en_roles_section(inputs)
});