/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_No_Seat_ChosenInputs */

const en_seatmap_no_seat_chosen = /** @type {(inputs: Seatmap_No_Seat_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seat chosen`)
};

const fr_seatmap_no_seat_chosen = /** @type {(inputs: Seatmap_No_Seat_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun siège choisi`)
};

/**
* | output |
* | --- |
* | "No seat chosen" |
*
* @param {Seatmap_No_Seat_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_no_seat_chosen = /** @type {((inputs?: Seatmap_No_Seat_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_No_Seat_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_no_seat_chosen(inputs)
	return en_seatmap_no_seat_chosen(inputs)
});