/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Active_Organization_HeadingInputs */

const en_settings_active_organization_heading = /** @type {(inputs: Settings_Active_Organization_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active organization`)
};

const fr_settings_active_organization_heading = /** @type {(inputs: Settings_Active_Organization_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisation active`)
};

/**
* | output |
* | --- |
* | "Active organization" |
*
* @param {Settings_Active_Organization_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_active_organization_heading = /** @type {((inputs?: Settings_Active_Organization_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Active_Organization_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_active_organization_heading(inputs)
	return en_settings_active_organization_heading(inputs)
});