/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_SavingInputs */

const en_settings_language_saving = /** @type {(inputs: Settings_Language_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the language…`)
};

const fr_settings_language_saving = /** @type {(inputs: Settings_Language_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement de la langue…`)
};

/**
* | output |
* | --- |
* | "Saving the language…" |
*
* @param {Settings_Language_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_language_saving = /** @type {((inputs?: Settings_Language_SavingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_SavingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_language_saving(inputs)
	return en_settings_language_saving(inputs)
});