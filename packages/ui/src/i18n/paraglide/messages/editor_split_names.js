/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ others: NonNullable<unknown>, last: NonNullable<unknown> }} Editor_Split_NamesInputs */

const en_editor_split_names = /** @type {(inputs: Editor_Split_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.others} and ${i?.last}`)
};

const fr_editor_split_names = /** @type {(inputs: Editor_Split_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.others} et ${i?.last}`)
};

/**
* | output |
* | --- |
* | "{others} and {last}" |
*
* @param {Editor_Split_NamesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_names = /** @type {((inputs: Editor_Split_NamesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_NamesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_names(inputs)
	return en_editor_split_names(inputs)
});