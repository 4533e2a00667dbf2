/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_Column_DepartureInputs */

const en_reservations_column_departure = /** @type {(inputs: Reservations_Column_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

const fr_reservations_column_departure = /** @type {(inputs: Reservations_Column_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départ`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Reservations_Column_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_departure = /** @type {((inputs?: Reservations_Column_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Column_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_column_departure(inputs)
	return en_reservations_column_departure(inputs)
});