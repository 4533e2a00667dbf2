/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Roles_Checker_Allowed_AnyInputs */

const en_roles_checker_allowed_any = /** @type {(inputs: Roles_Checker_Allowed_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Allowed: the role ${i?.role} grants one of these actions.`)
};

const fr_roles_checker_allowed_any = /** @type {(inputs: Roles_Checker_Allowed_AnyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autorisé : le rôle ${i?.role} accorde l'une de ces actions.`)
};

/**
* | output |
* | --- |
* | "Allowed: the role {role} grants one of these actions." |
*
* @param {Roles_Checker_Allowed_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_allowed_any = /** @type {((inputs: Roles_Checker_Allowed_AnyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_Allowed_AnyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_allowed_any(inputs)
	return en_roles_checker_allowed_any(inputs)
});