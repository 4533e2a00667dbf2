/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invitations_LoadingInputs */

const en_members_invitations_loading = /** @type {(inputs: Members_Invitations_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the invitations…`)
};

const fr_members_invitations_loading = /** @type {(inputs: Members_Invitations_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des invitations…`)
};

/**
* | output |
* | --- |
* | "Loading the invitations…" |
*
* @param {Members_Invitations_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invitations_loading = /** @type {((inputs?: Members_Invitations_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitations_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invitations_loading(inputs)
	return en_members_invitations_loading(inputs)
});