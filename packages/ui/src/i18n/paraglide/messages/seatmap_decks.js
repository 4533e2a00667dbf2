/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_DecksInputs */

const en_seatmap_decks = /** @type {(inputs: Seatmap_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decks`)
};

const fr_seatmap_decks = /** @type {(inputs: Seatmap_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponts`)
};

/**
* | output |
* | --- |
* | "Decks" |
*
* @param {Seatmap_DecksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_decks = /** @type {((inputs?: Seatmap_DecksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_DecksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_decks(inputs)
	return en_seatmap_decks(inputs)
});