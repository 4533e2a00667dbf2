/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invitations_NoneInputs */

const en_members_invitations_none = /** @type {(inputs: Members_Invitations_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invitation is waiting.`)
};

const fr_members_invitations_none = /** @type {(inputs: Members_Invitations_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune invitation en attente.`)
};

/**
* | output |
* | --- |
* | "No invitation is waiting." |
*
* @param {Members_Invitations_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitations_none = /** @type {((inputs?: Members_Invitations_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitations_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invitations_none(inputs)
	return en_members_invitations_none(inputs)
});