/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Settings_Organization_Switch_ToInputs */

const en_settings_organization_switch_to = /** @type {(inputs: Settings_Organization_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Switch to ${i?.name}`)
};

const fr_settings_organization_switch_to = /** @type {(inputs: Settings_Organization_Switch_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Basculer vers ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Settings_Organization_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_switch_to = /** @type {((inputs: Settings_Organization_Switch_ToInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Organization_Switch_ToInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_organization_switch_to(inputs)
	return en_settings_organization_switch_to(inputs)
});