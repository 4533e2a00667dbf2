/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Two_Factor_Disable_DescriptionInputs */

const en_settings_two_factor_disable_description = /** @type {(inputs: Settings_Two_Factor_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor is required: once it is off, you set it up again before going on.`)
};

const fr_settings_two_factor_disable_description = /** @type {(inputs: Settings_Two_Factor_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La double authentification est obligatoire : une fois désactivée, vous la configurez de nouveau avant de continuer.`)
};

/**
* | output |
* | --- |
* | "Two-factor is required: once it is off, you set it up again before going on." |
*
* @param {Settings_Two_Factor_Disable_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_disable_description = /** @type {((inputs?: Settings_Two_Factor_Disable_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Two_Factor_Disable_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_two_factor_disable_description(inputs)
	return en_settings_two_factor_disable_description(inputs)
});