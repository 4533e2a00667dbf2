/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_No_FlightInputs */

const en_lowcost_no_flight = /** @type {(inputs: Lowcost_No_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No flight`)
};

const fr_lowcost_no_flight = /** @type {(inputs: Lowcost_No_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun vol`)
};

/**
* | output |
* | --- |
* | "No flight" |
*
* @param {Lowcost_No_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_flight = /** @type {((inputs?: Lowcost_No_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_No_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_no_flight(inputs)
	return en_lowcost_no_flight(inputs)
});