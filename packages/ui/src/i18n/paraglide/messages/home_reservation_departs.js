/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reservation_DepartsInputs */

const en_home_reservation_departs = /** @type {(inputs: Home_Reservation_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`departs`)
};

const fr_home_reservation_departs = /** @type {(inputs: Home_Reservation_DepartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`départ le`)
};

/**
* | output |
* | --- |
* | "departs" |
*
* @param {Home_Reservation_DepartsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservation_departs = /** @type {((inputs?: Home_Reservation_DepartsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reservation_DepartsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_reservation_departs(inputs)
	return en_home_reservation_departs(inputs)
});