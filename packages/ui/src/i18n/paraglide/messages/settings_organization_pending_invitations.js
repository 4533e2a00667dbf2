/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Organization_Pending_InvitationsInputs */

const en_settings_organization_pending_invitations = /** @type {(inputs: Settings_Organization_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

const fr_settings_organization_pending_invitations = /** @type {(inputs: Settings_Organization_Pending_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations en attente`)
};

/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Settings_Organization_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_pending_invitations = /** @type {((inputs?: Settings_Organization_Pending_InvitationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Organization_Pending_InvitationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_organization_pending_invitations(inputs)
	return en_settings_organization_pending_invitations(inputs)
});