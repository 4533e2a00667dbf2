/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_Platform_RoleInputs */

const en_settings_profile_platform_role = /** @type {(inputs: Settings_Profile_Platform_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform role`)
};

const fr_settings_profile_platform_role = /** @type {(inputs: Settings_Profile_Platform_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle sur la plateforme`)
};

/**
* | output |
* | --- |
* | "Platform role" |
*
* @param {Settings_Profile_Platform_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_profile_platform_role = /** @type {((inputs?: Settings_Profile_Platform_RoleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Platform_RoleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_profile_platform_role(inputs)
	return en_settings_profile_platform_role(inputs)
});