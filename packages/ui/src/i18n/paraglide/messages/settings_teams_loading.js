/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Teams_LoadingInputs */

const en_settings_teams_loading = /** @type {(inputs: Settings_Teams_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your teams…`)
};

const fr_settings_teams_loading = /** @type {(inputs: Settings_Teams_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos équipes…`)
};

/**
* | output |
* | --- |
* | "Loading your teams…" |
*
* @param {Settings_Teams_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_teams_loading = /** @type {((inputs?: Settings_Teams_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Teams_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_teams_loading(inputs)
	return en_settings_teams_loading(inputs)
});