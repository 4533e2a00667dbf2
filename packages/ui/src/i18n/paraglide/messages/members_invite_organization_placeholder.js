/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invite_Organization_PlaceholderInputs */

const en_members_invite_organization_placeholder = /** @type {(inputs: Members_Invite_Organization_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an organization`)
};

const fr_members_invite_organization_placeholder = /** @type {(inputs: Members_Invite_Organization_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une organisation`)
};

/**
* | output |
* | --- |
* | "Choose an organization" |
*
* @param {Members_Invite_Organization_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_organization_placeholder = /** @type {((inputs?: Members_Invite_Organization_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invite_Organization_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invite_organization_placeholder(inputs)
	return en_members_invite_organization_placeholder(inputs)
});