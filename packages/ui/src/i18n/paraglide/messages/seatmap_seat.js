/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Seatmap_SeatInputs */

const en_seatmap_seat = /** @type {(inputs: Seatmap_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.code}`)
};

const fr_seatmap_seat = /** @type {(inputs: Seatmap_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siège ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Seat {code}" |
*
* @param {Seatmap_SeatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_seat = /** @type {((inputs: Seatmap_SeatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_SeatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_seat(inputs)
	return en_seatmap_seat(inputs)
});