/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deck: NonNullable<unknown>, flight: NonNullable<unknown> }} Seatmap_Deck_SeatsInputs */

const en_seatmap_deck_seats = /** @type {(inputs: Seatmap_Deck_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.deck} seats, flight ${i?.flight}`)
};

const fr_seatmap_deck_seats = /** @type {(inputs: Seatmap_Deck_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sièges ${i?.deck}, vol ${i?.flight}`)
};

/**
* | output |
* | --- |
* | "{deck} seats, flight {flight}" |
*
* @param {Seatmap_Deck_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_deck_seats = /** @type {((inputs: Seatmap_Deck_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Deck_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_deck_seats(inputs)
	return en_seatmap_deck_seats(inputs)
});