/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_No_PermissionInputs */

const en_roles_no_permission = /** @type {(inputs: Roles_No_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one permission`)
};

const fr_roles_no_permission = /** @type {(inputs: Roles_No_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins une autorisation`)
};

/**
* | output |
* | --- |
* | "Choose at least one permission" |
*
* @param {Roles_No_PermissionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_no_permission = /** @type {((inputs?: Roles_No_PermissionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_No_PermissionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_no_permission(inputs)
	return en_roles_no_permission(inputs)
});