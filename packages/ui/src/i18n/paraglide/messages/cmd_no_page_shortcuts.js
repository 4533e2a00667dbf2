/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_No_Page_ShortcutsInputs */

const en_cmd_no_page_shortcuts = /** @type {(inputs: Cmd_No_Page_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page has no shortcuts of its own.`)
};

const fr_cmd_no_page_shortcuts = /** @type {(inputs: Cmd_No_Page_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n'a pas de raccourcis propres.`)
};

/**
* | output |
* | --- |
* | "This page has no shortcuts of its own." |
*
* @param {Cmd_No_Page_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_no_page_shortcuts = /** @type {((inputs?: Cmd_No_Page_ShortcutsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_No_Page_ShortcutsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_no_page_shortcuts(inputs)
	return en_cmd_no_page_shortcuts(inputs)
});