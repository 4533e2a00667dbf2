/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Reservation_TitleInputs */

const en_reservation_title = /** @type {(inputs: Reservation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservation ${i?.locator}`)
};

const fr_reservation_title = /** @type {(inputs: Reservation_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Reservation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_title = /** @type {((inputs: Reservation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_title(inputs)
	return en_reservation_title(inputs)
});