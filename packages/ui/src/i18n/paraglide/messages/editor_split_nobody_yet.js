/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_Nobody_YetInputs */

const en_editor_split_nobody_yet = /** @type {(inputs: Editor_Split_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody yet`)
};

const fr_editor_split_nobody_yet = /** @type {(inputs: Editor_Split_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne pour l'instant`)
};

/**
* | output |
* | --- |
* | "Nobody yet" |
*
* @param {Editor_Split_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_nobody_yet = /** @type {((inputs?: Editor_Split_Nobody_YetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Nobody_YetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_nobody_yet(inputs)
	return en_editor_split_nobody_yet(inputs)
});