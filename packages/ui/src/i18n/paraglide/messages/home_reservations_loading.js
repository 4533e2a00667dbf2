/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Reservations_LoadingInputs */

const en_home_reservations_loading = /** @type {(inputs: Home_Reservations_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reservations…`)
};

const fr_home_reservations_loading = /** @type {(inputs: Home_Reservations_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des réservations…`)
};

/**
* | output |
* | --- |
* | "Loading reservations…" |
*
* @param {Home_Reservations_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_reservations_loading = /** @type {((inputs?: Home_Reservations_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Reservations_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_reservations_loading(inputs)
	return en_home_reservations_loading(inputs)
});