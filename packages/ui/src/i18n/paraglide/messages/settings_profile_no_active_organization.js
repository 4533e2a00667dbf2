/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_No_Active_OrganizationInputs */

const en_settings_profile_no_active_organization = /** @type {(inputs: Settings_Profile_No_Active_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active organization`)
};

const fr_settings_profile_no_active_organization = /** @type {(inputs: Settings_Profile_No_Active_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation active`)
};

/**
* | output |
* | --- |
* | "No active organization" |
*
* @param {Settings_Profile_No_Active_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_profile_no_active_organization = /** @type {((inputs?: Settings_Profile_No_Active_OrganizationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_No_Active_OrganizationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_profile_no_active_organization(inputs)
	return en_settings_profile_no_active_organization(inputs)
});