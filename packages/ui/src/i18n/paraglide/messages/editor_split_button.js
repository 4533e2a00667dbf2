/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_ButtonInputs */

const en_editor_split_button = /** @type {(inputs: Editor_Split_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split reservation…`)
};

const fr_editor_split_button = /** @type {(inputs: Editor_Split_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diviser la réservation…`)
};

/**
* | output |
* | --- |
* | "Split reservation…" |
*
* @param {Editor_Split_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_button = /** @type {((inputs?: Editor_Split_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_button(inputs)
	return en_editor_split_button(inputs)
});