/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Not_AllowedInputs */

const en_roles_not_allowed = /** @type {(inputs: Roles_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not allowed`)
};

const fr_roles_not_allowed = /** @type {(inputs: Roles_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non autorisé`)
};

/**
* | output |
* | --- |
* | "not allowed" |
*
* @param {Roles_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_not_allowed = /** @type {((inputs?: Roles_Not_AllowedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Not_AllowedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_not_allowed(inputs)
	return en_roles_not_allowed(inputs)
});