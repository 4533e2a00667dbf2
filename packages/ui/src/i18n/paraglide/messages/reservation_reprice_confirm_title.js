/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Reservation_Reprice_Confirm_TitleInputs */

const en_reservation_reprice_confirm_title = /** @type {(inputs: Reservation_Reprice_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reprice reservation ${i?.locator}`)
};

const fr_reservation_reprice_confirm_title = /** @type {(inputs: Reservation_Reprice_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recalculer le prix de la réservation ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Reprice reservation {locator}" |
*
* @param {Reservation_Reprice_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_reprice_confirm_title = /** @type {((inputs: Reservation_Reprice_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Reprice_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_reprice_confirm_title(inputs)
	return en_reservation_reprice_confirm_title(inputs)
});