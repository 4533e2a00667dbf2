/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Seat_Map_LoadingInputs */

const en_booking_seat_map_loading = /** @type {(inputs: Booking_Seat_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the seat map…`)
};

const fr_booking_seat_map_loading = /** @type {(inputs: Booking_Seat_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du plan de cabine…`)
};

/**
* | output |
* | --- |
* | "Loading the seat map…" |
*
* @param {Booking_Seat_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_seat_map_loading = /** @type {((inputs?: Booking_Seat_Map_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Seat_Map_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_seat_map_loading(inputs)
	return en_booking_seat_map_loading(inputs)
});