/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Shortcuts_TitleInputs */

const en_cmd_shortcuts_title = /** @type {(inputs: Cmd_Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts`)
};

const fr_cmd_shortcuts_title = /** @type {(inputs: Cmd_Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raccourcis clavier`)
};

/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Cmd_Shortcuts_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcuts_title = /** @type {((inputs?: Cmd_Shortcuts_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Shortcuts_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_shortcuts_title(inputs)
	return en_cmd_shortcuts_title(inputs)
});