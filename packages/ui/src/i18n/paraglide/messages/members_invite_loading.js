/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invite_LoadingInputs */

const en_members_invite_loading = /** @type {(inputs: Members_Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the form…`)
};

const fr_members_invite_loading = /** @type {(inputs: Members_Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire…`)
};

/**
* | output |
* | --- |
* | "Loading the form…" |
*
* @param {Members_Invite_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_invite_loading = /** @type {((inputs?: Members_Invite_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invite_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_invite_loading(inputs)
	return en_members_invite_loading(inputs)
});