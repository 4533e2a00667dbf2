/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Organization_RoleInputs */

const en_settings_organization_role = /** @type {(inputs: Settings_Organization_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const fr_settings_organization_role = /** @type {(inputs: Settings_Organization_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Settings_Organization_RoleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_role = /** @type {((inputs?: Settings_Organization_RoleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Organization_RoleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_organization_role(inputs)
	return en_settings_organization_role(inputs)
});