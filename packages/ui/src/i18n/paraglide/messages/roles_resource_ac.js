/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Resource_AcInputs */

const en_roles_resource_ac = /** @type {(inputs: Roles_Resource_AcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access control`)
};

const fr_roles_resource_ac = /** @type {(inputs: Roles_Resource_AcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle d'accès`)
};

/**
* | output |
* | --- |
* | "Access control" |
*
* @param {Roles_Resource_AcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_ac = /** @type {((inputs?: Roles_Resource_AcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Resource_AcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_resource_ac(inputs)
	return en_roles_resource_ac(inputs)
});