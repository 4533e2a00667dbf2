/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Teams_NoneInputs */

const en_settings_teams_none = /** @type {(inputs: Settings_Teams_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You belong to no team.`)
};

const fr_settings_teams_none = /** @type {(inputs: Settings_Teams_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'appartenez à aucune équipe.`)
};

/**
* | output |
* | --- |
* | "You belong to no team." |
*
* @param {Settings_Teams_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_teams_none = /** @type {((inputs?: Settings_Teams_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Teams_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_teams_none(inputs)
	return en_settings_teams_none(inputs)
});