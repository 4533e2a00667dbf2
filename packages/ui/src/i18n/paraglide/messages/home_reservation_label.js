/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Home_Reservation_LabelInputs */

const en_home_reservation_label = /** @type {(inputs: Home_Reservation_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservation ${i?.locator}`)
};

const fr_home_reservation_label = /** @type {(inputs: Home_Reservation_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Home_Reservation_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservation_label = /** @type {((inputs: Home_Reservation_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reservation_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_reservation_label(inputs)
	return en_home_reservation_label(inputs)
});