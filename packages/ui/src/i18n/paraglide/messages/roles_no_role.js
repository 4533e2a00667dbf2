/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_No_RoleInputs */

const en_roles_no_role = /** @type {(inputs: Roles_No_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const fr_roles_no_role = /** @type {(inputs: Roles_No_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Roles_No_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_no_role = /** @type {((inputs?: Roles_No_RoleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_No_RoleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_no_role(inputs)
	return en_roles_no_role(inputs)
});