/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Key_EscapeInputs */

const en_cmd_key_escape = /** @type {(inputs: Cmd_Key_EscapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esc`)
};

const fr_cmd_key_escape = /** @type {(inputs: Cmd_Key_EscapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échap`)
};

/**
* | output |
* | --- |
* | "Esc" |
*
* @param {Cmd_Key_EscapeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_key_escape = /** @type {((inputs?: Cmd_Key_EscapeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Key_EscapeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_key_escape(inputs)
	return en_cmd_key_escape(inputs)
});