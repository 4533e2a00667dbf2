/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invitation_CancelInputs */

const en_members_invitation_cancel = /** @type {(inputs: Members_Invitation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel invitation`)
};

const fr_members_invitation_cancel = /** @type {(inputs: Members_Invitation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l'invitation`)
};

/**
* | output |
* | --- |
* | "Cancel invitation" |
*
* @param {Members_Invitation_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitation_cancel = /** @type {((inputs?: Members_Invitation_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitation_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invitation_cancel(inputs)
	return en_members_invitation_cancel(inputs)
});