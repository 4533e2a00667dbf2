/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Group_PageInputs */

const en_cmd_group_page = /** @type {(inputs: Cmd_Group_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page`)
};

const fr_cmd_group_page = /** @type {(inputs: Cmd_Group_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page`)
};

/**
* | output |
* | --- |
* | "This page" |
*
* @param {Cmd_Group_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_group_page = /** @type {((inputs?: Cmd_Group_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Group_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_group_page(inputs)
	return en_cmd_group_page(inputs)
});