/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Passenger_To_SeatInputs */

const en_seatmap_passenger_to_seat = /** @type {(inputs: Seatmap_Passenger_To_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger to seat`)
};

const fr_seatmap_passenger_to_seat = /** @type {(inputs: Seatmap_Passenger_To_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager à placer`)
};

/**
* | output |
* | --- |
* | "Passenger to seat" |
*
* @param {Seatmap_Passenger_To_SeatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_passenger_to_seat = /** @type {((inputs?: Seatmap_Passenger_To_SeatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Passenger_To_SeatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_passenger_to_seat(inputs)
	return en_seatmap_passenger_to_seat(inputs)
});