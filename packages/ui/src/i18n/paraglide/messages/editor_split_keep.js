/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_KeepInputs */

const en_editor_split_keep = /** @type {(inputs: Editor_Split_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep together`)
};

const fr_editor_split_keep = /** @type {(inputs: Editor_Split_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder ensemble`)
};

/**
* | output |
* | --- |
* | "Keep together" |
*
* @param {Editor_Split_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_keep = /** @type {((inputs?: Editor_Split_KeepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_KeepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_keep(inputs)
	return en_editor_split_keep(inputs)
});