/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Key_EnterInputs */

const en_cmd_key_enter = /** @type {(inputs: Cmd_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

const fr_cmd_key_enter = /** @type {(inputs: Cmd_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée`)
};

/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Cmd_Key_EnterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_key_enter = /** @type {((inputs?: Cmd_Key_EnterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Key_EnterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_key_enter(inputs)
	return en_cmd_key_enter(inputs)
});