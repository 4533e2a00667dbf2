/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Resource_InvitationInputs */

const en_roles_resource_invitation = /** @type {(inputs: Roles_Resource_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

const fr_roles_resource_invitation = /** @type {(inputs: Roles_Resource_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Roles_Resource_InvitationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_resource_invitation = /** @type {((inputs?: Roles_Resource_InvitationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Resource_InvitationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_resource_invitation(inputs)
	return en_roles_resource_invitation(inputs)
});