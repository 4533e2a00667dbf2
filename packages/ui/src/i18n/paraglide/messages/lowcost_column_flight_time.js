/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Column_Flight_TimeInputs */

const en_lowcost_column_flight_time = /** @type {(inputs: Lowcost_Column_Flight_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight time`)
};

const fr_lowcost_column_flight_time = /** @type {(inputs: Lowcost_Column_Flight_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée de vol`)
};

/**
* | output |
* | --- |
* | "Flight time" |
*
* @param {Lowcost_Column_Flight_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_column_flight_time = /** @type {((inputs?: Lowcost_Column_Flight_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Column_Flight_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_column_flight_time(inputs)
	return en_lowcost_column_flight_time(inputs)
});