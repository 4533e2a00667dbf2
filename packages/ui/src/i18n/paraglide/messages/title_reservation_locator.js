/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Title_Reservation_LocatorInputs */

const en_title_reservation_locator = /** @type {(inputs: Title_Reservation_LocatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reservation ${i?.locator}`)
};

const fr_title_reservation_locator = /** @type {(inputs: Title_Reservation_LocatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Reservation {locator}" |
*
* @param {Title_Reservation_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_reservation_locator = /** @type {((inputs: Title_Reservation_LocatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Reservation_LocatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_reservation_locator(inputs)
	return en_title_reservation_locator(inputs)
});