/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Resource_MemberInputs */

const en_roles_resource_member = /** @type {(inputs: Roles_Resource_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const fr_roles_resource_member = /** @type {(inputs: Roles_Resource_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Roles_Resource_MemberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_member = /** @type {((inputs?: Roles_Resource_MemberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Resource_MemberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_resource_member(inputs)
	return en_roles_resource_member(inputs)
});