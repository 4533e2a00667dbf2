/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Shortcut_LocatorInputs */

const en_cmd_shortcut_locator = /** @type {(inputs: Cmd_Shortcut_LocatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locator field`)
};

const fr_cmd_shortcut_locator = /** @type {(inputs: Cmd_Shortcut_LocatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Champ PNR`)
};

/**
* | output |
* | --- |
* | "Locator field" |
*
* @param {Cmd_Shortcut_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcut_locator = /** @type {((inputs?: Cmd_Shortcut_LocatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Shortcut_LocatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_shortcut_locator(inputs)
	return en_cmd_shortcut_locator(inputs)
});