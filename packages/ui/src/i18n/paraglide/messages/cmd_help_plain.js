/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_PlainInputs */

const en_cmd_help_plain = /** @type {(inputs: Cmd_Help_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way flights in plain words, with 2 adults`)
};

const fr_cmd_help_plain = /** @type {(inputs: Cmd_Help_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols aller simple en toutes lettres, pour 2 adultes`)
};

/**
* | output |
* | --- |
* | "One-way flights in plain words, with 2 adults" |
*
* @param {Cmd_Help_PlainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_plain = /** @type {((inputs?: Cmd_Help_PlainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_PlainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_plain(inputs)
	return en_cmd_help_plain(inputs)
});