/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_ConfirmInputs */

const en_editor_split_confirm = /** @type {(inputs: Editor_Split_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split reservation`)
};

const fr_editor_split_confirm = /** @type {(inputs: Editor_Split_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diviser la réservation`)
};

/**
* | output |
* | --- |
* | "Split reservation" |
*
* @param {Editor_Split_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_confirm = /** @type {((inputs?: Editor_Split_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_confirm(inputs)
	return en_editor_split_confirm(inputs)
});