/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Two_Factor_DisableInputs */

const en_settings_two_factor_disable = /** @type {(inputs: Settings_Two_Factor_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disable two-factor`)
};

const fr_settings_two_factor_disable = /** @type {(inputs: Settings_Two_Factor_DisableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver la double authentification`)
};

/**
* | output |
* | --- |
* | "Disable two-factor" |
*
* @param {Settings_Two_Factor_DisableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_disable = /** @type {((inputs?: Settings_Two_Factor_DisableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Two_Factor_DisableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_two_factor_disable(inputs)
	return en_settings_two_factor_disable(inputs)
});