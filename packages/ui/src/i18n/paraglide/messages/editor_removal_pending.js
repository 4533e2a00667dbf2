/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Removal_PendingInputs */

const en_editor_removal_pending = /** @type {(inputs: Editor_Removal_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removal pending`)
};

const fr_editor_removal_pending = /** @type {(inputs: Editor_Removal_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrait en attente`)
};

/**
* | output |
* | --- |
* | "Removal pending" |
*
* @param {Editor_Removal_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_removal_pending = /** @type {((inputs?: Editor_Removal_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Removal_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_removal_pending(inputs)
	return en_editor_removal_pending(inputs)
});