/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invitations_TitleInputs */

const en_members_invitations_title = /** @type {(inputs: Members_Invitations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending invitations`)
};

const fr_members_invitations_title = /** @type {(inputs: Members_Invitations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations en attente`)
};

/**
* | output |
* | --- |
* | "Pending invitations" |
*
* @param {Members_Invitations_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitations_title = /** @type {((inputs?: Members_Invitations_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitations_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invitations_title(inputs)
	return en_members_invitations_title(inputs)
});