/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_Organization_RoleInputs */

const en_settings_profile_organization_role = /** @type {(inputs: Settings_Profile_Organization_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization role`)
};

const fr_settings_profile_organization_role = /** @type {(inputs: Settings_Profile_Organization_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle dans l'organisation`)
};

/**
* | output |
* | --- |
* | "Organization role" |
*
* @param {Settings_Profile_Organization_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_profile_organization_role = /** @type {((inputs?: Settings_Profile_Organization_RoleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Organization_RoleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_profile_organization_role(inputs)
	return en_settings_profile_organization_role(inputs)
});