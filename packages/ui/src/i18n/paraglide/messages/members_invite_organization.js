/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invite_OrganizationInputs */

const en_members_invite_organization = /** @type {(inputs: Members_Invite_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to organization`)
};

const fr_members_invite_organization = /** @type {(inputs: Members_Invite_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à l'organisation`)
};

/**
* | output |
* | --- |
* | "Add to organization" |
*
* @param {Members_Invite_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_organization = /** @type {((inputs?: Members_Invite_OrganizationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invite_OrganizationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invite_organization(inputs)
	return en_members_invite_organization(inputs)
});