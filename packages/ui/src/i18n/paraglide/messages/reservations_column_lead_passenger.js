/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_Column_Lead_PassengerInputs */

const en_reservations_column_lead_passenger = /** @type {(inputs: Reservations_Column_Lead_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead passenger`)
};

const fr_reservations_column_lead_passenger = /** @type {(inputs: Reservations_Column_Lead_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager principal`)
};

/**
* | output |
* | --- |
* | "Lead passenger" |
*
* @param {Reservations_Column_Lead_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_lead_passenger = /** @type {((inputs?: Reservations_Column_Lead_PassengerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Column_Lead_PassengerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_column_lead_passenger(inputs)
	return en_reservations_column_lead_passenger(inputs)
});