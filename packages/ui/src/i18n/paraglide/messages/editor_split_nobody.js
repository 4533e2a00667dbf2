/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_NobodyInputs */

const en_editor_split_nobody = /** @type {(inputs: Editor_Split_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody`)
};

const fr_editor_split_nobody = /** @type {(inputs: Editor_Split_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Editor_Split_NobodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_nobody = /** @type {((inputs?: Editor_Split_NobodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_NobodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_nobody(inputs)
	return en_editor_split_nobody(inputs)
});