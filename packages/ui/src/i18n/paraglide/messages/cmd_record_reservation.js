/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Cmd_Record_ReservationInputs */

const en_cmd_record_reservation = /** @type {(inputs: Cmd_Record_ReservationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservation ${i?.locator}`)
};

const fr_cmd_record_reservation = /** @type {(inputs: Cmd_Record_ReservationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Cmd_Record_ReservationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_record_reservation = /** @type {((inputs: Cmd_Record_ReservationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Record_ReservationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_record_reservation(inputs)
	return en_cmd_record_reservation(inputs)
});