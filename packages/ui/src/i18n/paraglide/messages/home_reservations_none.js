/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reservations_NoneInputs */

const en_home_reservations_none = /** @type {(inputs: Home_Reservations_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reservations yet.`)
};

const fr_home_reservations_none = /** @type {(inputs: Home_Reservations_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune réservation pour l'instant.`)
};

/**
* | output |
* | --- |
* | "No reservations yet." |
*
* @param {Home_Reservations_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_none = /** @type {((inputs?: Home_Reservations_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reservations_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_reservations_none(inputs)
	return en_home_reservations_none(inputs)
});