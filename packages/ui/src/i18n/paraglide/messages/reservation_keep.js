/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_KeepInputs */

const en_reservation_keep = /** @type {(inputs: Reservation_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep reservation`)
};

const fr_reservation_keep = /** @type {(inputs: Reservation_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder la réservation`)
};

/**
* | output |
* | --- |
* | "Keep reservation" |
*
* @param {Reservation_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_keep = /** @type {((inputs?: Reservation_KeepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_KeepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_keep(inputs)
	return en_reservation_keep(inputs)
});