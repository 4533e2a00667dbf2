/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Loading_RoleInputs */

const en_roles_loading_role = /** @type {(inputs: Roles_Loading_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the role…`)
};

const fr_roles_loading_role = /** @type {(inputs: Roles_Loading_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du rôle…`)
};

/**
* | output |
* | --- |
* | "Loading the role…" |
*
* @param {Roles_Loading_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_loading_role = /** @type {((inputs?: Roles_Loading_RoleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Loading_RoleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_loading_role(inputs)
	return en_roles_loading_role(inputs)
});