/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Roles_Checker_Allowed_AllInputs */

const en_roles_checker_allowed_all = /** @type {(inputs: Roles_Checker_Allowed_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allowed: the role ${i?.role} grants every one of these actions.`)
};

const fr_roles_checker_allowed_all = /** @type {(inputs: Roles_Checker_Allowed_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autorisé : le rôle ${i?.role} accorde chacune de ces actions.`)
};

/**
* | output |
* | --- |
* | "Allowed: the role {role} grants every one of these actions." |
*
* @param {Roles_Checker_Allowed_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_allowed_all = /** @type {((inputs: Roles_Checker_Allowed_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_Allowed_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_allowed_all(inputs)
	return en_roles_checker_allowed_all(inputs)
});