/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_CancelInputs */

const en_reservation_cancel = /** @type {(inputs: Reservation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel reservation`)
};

const fr_reservation_cancel = /** @type {(inputs: Reservation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la réservation`)
};

/**
* | output |
* | --- |
* | "Cancel reservation" |
*
* @param {Reservation_CancelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_cancel = /** @type {((inputs?: Reservation_CancelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_CancelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_cancel(inputs)
	return en_reservation_cancel(inputs)
});