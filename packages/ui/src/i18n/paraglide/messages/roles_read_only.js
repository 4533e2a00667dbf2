/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Roles_Read_OnlyInputs */

const en_roles_read_only = /** @type {(inputs: Roles_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your role (${i?.role}) only reads access control: an owner or an admin creates and changes roles.`)
};

const fr_roles_read_only = /** @type {(inputs: Roles_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre rôle (${i?.role}) ne fait que consulter le contrôle d'accès : un propriétaire ou un administrateur crée et modifie les rôles.`)
};

/**
* | output |
* | --- |
* | "Your role ({role}) only reads access control: an owner or an admin creates and changes roles." |
*
* @param {Roles_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_read_only = /** @type {((inputs: Roles_Read_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Read_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_read_only(inputs)
	return en_roles_read_only(inputs)
});