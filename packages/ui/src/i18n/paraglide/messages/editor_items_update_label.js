/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, name: NonNullable<unknown> }} Editor_Items_Update_LabelInputs */

const en_editor_items_update_label = /** @type {(inputs: Editor_Items_Update_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update ${i?.item} of ${i?.name}`)
};

const fr_editor_items_update_label = /** @type {(inputs: Editor_Items_Update_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mettre à jour ${i?.item} (${i?.name})`)
};

/**
* | output |
* | --- |
* | "Update {item} of {name}" |
*
* @param {Editor_Items_Update_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_update_label = /** @type {((inputs: Editor_Items_Update_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Update_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_update_label(inputs)
	return en_editor_items_update_label(inputs)
});