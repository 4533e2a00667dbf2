/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reservations_AllInputs */

const en_home_reservations_all = /** @type {(inputs: Home_Reservations_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All reservations`)
};

const fr_home_reservations_all = /** @type {(inputs: Home_Reservations_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les réservations`)
};

/**
* | output |
* | --- |
* | "All reservations" |
*
* @param {Home_Reservations_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_all = /** @type {((inputs?: Home_Reservations_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reservations_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_reservations_all(inputs)
	return en_home_reservations_all(inputs)
});