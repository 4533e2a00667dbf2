/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Shortcut_BarInputs */

const en_cmd_shortcut_bar = /** @type {(inputs: Cmd_Shortcut_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Command bar`)
};

const fr_cmd_shortcut_bar = /** @type {(inputs: Cmd_Shortcut_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Barre de commande`)
};

/**
* | output |
* | --- |
* | "Command bar" |
*
* @param {Cmd_Shortcut_BarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcut_bar = /** @type {((inputs?: Cmd_Shortcut_BarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Shortcut_BarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_shortcut_bar(inputs)
	return en_cmd_shortcut_bar(inputs)
});