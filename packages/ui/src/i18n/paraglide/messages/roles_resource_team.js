/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Resource_TeamInputs */

const en_roles_resource_team = /** @type {(inputs: Roles_Resource_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams`)
};

const fr_roles_resource_team = /** @type {(inputs: Roles_Resource_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipes`)
};

/**
* | output |
* | --- |
* | "Teams" |
*
* @param {Roles_Resource_TeamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_team = /** @type {((inputs?: Roles_Resource_TeamInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Resource_TeamInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_resource_team(inputs)
	return en_roles_resource_team(inputs)
});