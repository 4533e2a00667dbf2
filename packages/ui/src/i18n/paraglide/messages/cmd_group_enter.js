/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Group_EnterInputs */

const en_cmd_group_enter = /** @type {(inputs: Cmd_Group_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter will`)
};

const fr_cmd_group_enter = /** @type {(inputs: Cmd_Group_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée va`)
};

/**
* | output |
* | --- |
* | "Enter will" |
*
* @param {Cmd_Group_EnterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_enter = /** @type {((inputs?: Cmd_Group_EnterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Group_EnterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_group_enter(inputs)
	return en_cmd_group_enter(inputs)
});