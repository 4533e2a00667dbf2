/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_MovesInputs */

const en_editor_split_moves = /** @type {(inputs: Editor_Split_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moves to a new reservation`)
};

const fr_editor_split_moves = /** @type {(inputs: Editor_Split_MovesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passe à une nouvelle réservation`)
};

/**
* | output |
* | --- |
* | "Moves to a new reservation" |
*
* @param {Editor_Split_MovesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_moves = /** @type {((inputs?: Editor_Split_MovesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_MovesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_moves(inputs)
	return en_editor_split_moves(inputs)
});