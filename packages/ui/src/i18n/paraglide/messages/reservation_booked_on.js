/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_Booked_OnInputs */

const en_reservation_booked_on = /** @type {(inputs: Reservation_Booked_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked on`)
};

const fr_reservation_booked_on = /** @type {(inputs: Reservation_Booked_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservée le`)
};

/**
* | output |
* | --- |
* | "Booked on" |
*
* @param {Reservation_Booked_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_booked_on = /** @type {((inputs?: Reservation_Booked_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Booked_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_booked_on(inputs)
	return en_reservation_booked_on(inputs)
});