/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_TitleInputs */

const en_editor_osi_title = /** @type {(inputs: Editor_Osi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit OSI remarks`)
};

const fr_editor_osi_title = /** @type {(inputs: Editor_Osi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier les remarques OSI`)
};

/**
* | output |
* | --- |
* | "Edit OSI remarks" |
*
* @param {Editor_Osi_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_title = /** @type {((inputs?: Editor_Osi_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_title(inputs)
	return en_editor_osi_title(inputs)
});