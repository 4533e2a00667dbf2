/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invite_RolesInputs */

const en_members_invite_roles = /** @type {(inputs: Members_Invite_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles`)
};

const fr_members_invite_roles = /** @type {(inputs: Members_Invite_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles`)
};

/**
* | output |
* | --- |
* | "Roles" |
*
* @param {Members_Invite_RolesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_roles = /** @type {((inputs?: Members_Invite_RolesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invite_RolesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invite_roles(inputs)
	return en_members_invite_roles(inputs)
});