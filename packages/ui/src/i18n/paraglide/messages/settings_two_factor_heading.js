/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Two_Factor_HeadingInputs */

const en_settings_two_factor_heading = /** @type {(inputs: Settings_Two_Factor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

const fr_settings_two_factor_heading = /** @type {(inputs: Settings_Two_Factor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification à deux facteurs`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Settings_Two_Factor_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_two_factor_heading = /** @type {((inputs?: Settings_Two_Factor_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Two_Factor_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_two_factor_heading(inputs)
	return en_settings_two_factor_heading(inputs)
});