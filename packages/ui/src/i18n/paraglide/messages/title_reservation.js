/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_ReservationInputs */

const en_title_reservation = /** @type {(inputs: Title_ReservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservation`)
};

const fr_title_reservation = /** @type {(inputs: Title_ReservationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation`)
};

/**
* | output |
* | --- |
* | "Reservation" |
*
* @param {Title_ReservationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_reservation = /** @type {((inputs?: Title_ReservationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_ReservationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_reservation(inputs)
	return en_title_reservation(inputs)
});