/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Active_Organization_LoadingInputs */

const en_settings_active_organization_loading = /** @type {(inputs: Settings_Active_Organization_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the organization…`)
};

const fr_settings_active_organization_loading = /** @type {(inputs: Settings_Active_Organization_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'organisation…`)
};

/**
* | output |
* | --- |
* | "Loading the organization…" |
*
* @param {Settings_Active_Organization_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_active_organization_loading = /** @type {((inputs?: Settings_Active_Organization_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Active_Organization_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_active_organization_loading(inputs)
	return en_settings_active_organization_loading(inputs)
});