/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reservations_TitleInputs */

const en_home_reservations_title = /** @type {(inputs: Home_Reservations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest reservations`)
};

const fr_home_reservations_title = /** @type {(inputs: Home_Reservations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernières réservations`)
};

/**
* | output |
* | --- |
* | "Latest reservations" |
*
* @param {Home_Reservations_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_title = /** @type {((inputs?: Home_Reservations_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reservations_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_reservations_title(inputs)
	return en_home_reservations_title(inputs)
});