/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Members_Invitation_Cancel_LabelInputs */

const en_members_invitation_cancel_label = /** @type {(inputs: Members_Invitation_Cancel_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel invitation of ${i?.email}`)
};

const fr_members_invitation_cancel_label = /** @type {(inputs: Members_Invitation_Cancel_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annuler l'invitation de ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Cancel invitation of {email}" |
*
* @param {Members_Invitation_Cancel_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitation_cancel_label = /** @type {((inputs: Members_Invitation_Cancel_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitation_Cancel_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invitation_cancel_label(inputs)
	return en_members_invitation_cancel_label(inputs)
});