/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Two_Factor_DisablingInputs */

const en_settings_two_factor_disabling = /** @type {(inputs: Settings_Two_Factor_DisablingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabling…`)
};

const fr_settings_two_factor_disabling = /** @type {(inputs: Settings_Two_Factor_DisablingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivation…`)
};

/**
* | output |
* | --- |
* | "Disabling…" |
*
* @param {Settings_Two_Factor_DisablingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_disabling = /** @type {((inputs?: Settings_Two_Factor_DisablingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Two_Factor_DisablingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_two_factor_disabling(inputs)
	return en_settings_two_factor_disabling(inputs)
});