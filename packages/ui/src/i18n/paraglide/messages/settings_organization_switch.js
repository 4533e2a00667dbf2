/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Organization_SwitchInputs */

const en_settings_organization_switch = /** @type {(inputs: Settings_Organization_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch`)
};

const fr_settings_organization_switch = /** @type {(inputs: Settings_Organization_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basculer`)
};

/**
* | output |
* | --- |
* | "Switch" |
*
* @param {Settings_Organization_SwitchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_organization_switch = /** @type {((inputs?: Settings_Organization_SwitchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Organization_SwitchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_organization_switch(inputs)
	return en_settings_organization_switch(inputs)
});