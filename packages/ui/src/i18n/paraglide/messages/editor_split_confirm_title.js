/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Editor_Split_Confirm_TitleInputs */

const en_editor_split_confirm_title = /** @type {(inputs: Editor_Split_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Split reservation ${i?.locator}`)
};

const fr_editor_split_confirm_title = /** @type {(inputs: Editor_Split_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diviser la réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Split reservation {locator}" |
*
* @param {Editor_Split_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_confirm_title = /** @type {((inputs: Editor_Split_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_confirm_title(inputs)
	return en_editor_split_confirm_title(inputs)
});