/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Shortcut_ListInputs */

const en_cmd_shortcut_list = /** @type {(inputs: Cmd_Shortcut_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This list`)
};

const fr_cmd_shortcut_list = /** @type {(inputs: Cmd_Shortcut_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette liste`)
};

/**
* | output |
* | --- |
* | "This list" |
*
* @param {Cmd_Shortcut_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_shortcut_list = /** @type {((inputs?: Cmd_Shortcut_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Shortcut_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_shortcut_list(inputs)
	return en_cmd_shortcut_list(inputs)
});