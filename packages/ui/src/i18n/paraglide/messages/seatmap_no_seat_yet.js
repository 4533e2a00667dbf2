/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_No_Seat_YetInputs */

const en_seatmap_no_seat_yet = /** @type {(inputs: Seatmap_No_Seat_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seat yet`)
};

const fr_seatmap_no_seat_yet = /** @type {(inputs: Seatmap_No_Seat_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de siège`)
};

/**
* | output |
* | --- |
* | "No seat yet" |
*
* @param {Seatmap_No_Seat_YetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_no_seat_yet = /** @type {((inputs?: Seatmap_No_Seat_YetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_No_Seat_YetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_no_seat_yet(inputs)
	return en_seatmap_no_seat_yet(inputs)
});