/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Teams_HeadingInputs */

const en_settings_teams_heading = /** @type {(inputs: Settings_Teams_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your teams`)
};

const fr_settings_teams_heading = /** @type {(inputs: Settings_Teams_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos équipes`)
};

/**
* | output |
* | --- |
* | "Your teams" |
*
* @param {Settings_Teams_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const settings_teams_heading = /** @type {((inputs?: Settings_Teams_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Teams_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_teams_heading(inputs)
	return en_settings_teams_heading(inputs)
});