/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Active_Organization_NoneInputs */

const en_settings_active_organization_none = /** @type {(inputs: Settings_Active_Organization_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No active organization.`)
};

const fr_settings_active_organization_none = /** @type {(inputs: Settings_Active_Organization_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation active.`)
};

/**
* | output |
* | --- |
* | "No active organization." |
*
* @param {Settings_Active_Organization_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_active_organization_none = /** @type {((inputs?: Settings_Active_Organization_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Active_Organization_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_active_organization_none(inputs)
	return en_settings_active_organization_none(inputs)
});