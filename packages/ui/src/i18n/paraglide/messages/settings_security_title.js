/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Security_TitleInputs */

const en_settings_security_title = /** @type {(inputs: Settings_Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

const fr_settings_security_title = /** @type {(inputs: Settings_Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sécurité`)
};

/**
* | output |
* | --- |
* | "Security" |
*
* @param {Settings_Security_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_security_title = /** @type {((inputs?: Settings_Security_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Security_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_security_title(inputs)
	return en_settings_security_title(inputs)
});