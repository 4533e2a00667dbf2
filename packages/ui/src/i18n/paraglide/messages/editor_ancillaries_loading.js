/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Ancillaries_LoadingInputs */

const en_editor_ancillaries_loading = /** @type {(inputs: Editor_Ancillaries_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the ancillaries on offer…`)
};

const fr_editor_ancillaries_loading = /** @type {(inputs: Editor_Ancillaries_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des services annexes proposés…`)
};

/**
* | output |
* | --- |
* | "Loading the ancillaries on offer…" |
*
* @param {Editor_Ancillaries_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_loading = /** @type {((inputs?: Editor_Ancillaries_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_loading(inputs)
	return en_editor_ancillaries_loading(inputs)
});