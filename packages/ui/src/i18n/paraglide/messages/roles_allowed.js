/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_AllowedInputs */

const en_roles_allowed = /** @type {(inputs: Roles_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`allowed`)
};

const fr_roles_allowed = /** @type {(inputs: Roles_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`autorisé`)
};

/**
* | output |
* | --- |
* | "allowed" |
*
* @param {Roles_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_allowed = /** @type {((inputs?: Roles_AllowedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_AllowedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_allowed(inputs)
	return en_roles_allowed(inputs)
});