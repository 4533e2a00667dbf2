/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Column_Weekly_FlightsInputs */

const en_lowcost_column_weekly_flights = /** @type {(inputs: Lowcost_Column_Weekly_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights a week`)
};

const fr_lowcost_column_weekly_flights = /** @type {(inputs: Lowcost_Column_Weekly_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols par semaine`)
};

/**
* | output |
* | --- |
* | "Flights a week" |
*
* @param {Lowcost_Column_Weekly_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_weekly_flights = /** @type {((inputs?: Lowcost_Column_Weekly_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Column_Weekly_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_column_weekly_flights(inputs)
	return en_lowcost_column_weekly_flights(inputs)
});