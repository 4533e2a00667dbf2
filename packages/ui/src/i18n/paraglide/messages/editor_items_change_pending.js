/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Change_PendingInputs */

const en_editor_items_change_pending = /** @type {(inputs: Editor_Items_Change_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change pending`)
};

const fr_editor_items_change_pending = /** @type {(inputs: Editor_Items_Change_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modification en attente`)
};

/**
* | output |
* | --- |
* | "Change pending" |
*
* @param {Editor_Items_Change_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_change_pending = /** @type {((inputs?: Editor_Items_Change_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Change_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_change_pending(inputs)
	return en_editor_items_change_pending(inputs)
});