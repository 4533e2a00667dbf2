/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_TitleInputs */

const en_reservations_title = /** @type {(inputs: Reservations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservations`)
};

const fr_reservations_title = /** @type {(inputs: Reservations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservations`)
};

/**
* | output |
* | --- |
* | "Reservations" |
*
* @param {Reservations_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_title = /** @type {((inputs?: Reservations_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_title(inputs)
	return en_reservations_title(inputs)
});