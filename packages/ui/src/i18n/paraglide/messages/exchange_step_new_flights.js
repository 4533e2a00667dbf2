/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Step_New_FlightsInputs */

const en_exchange_step_new_flights = /** @type {(inputs: Exchange_Step_New_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New flights`)
};

const fr_exchange_step_new_flights = /** @type {(inputs: Exchange_Step_New_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux vols`)
};

/**
* | output |
* | --- |
* | "New flights" |
*
* @param {Exchange_Step_New_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_step_new_flights = /** @type {((inputs?: Exchange_Step_New_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Step_New_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_step_new_flights(inputs)
	return en_exchange_step_new_flights(inputs)
});