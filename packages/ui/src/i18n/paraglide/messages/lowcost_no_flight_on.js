/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Lowcost_No_Flight_OnInputs */

const en_lowcost_no_flight_on = /** @type {(inputs: Lowcost_No_Flight_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No flight on ${i?.date}: choose another day.`)
};

const fr_lowcost_no_flight_on = /** @type {(inputs: Lowcost_No_Flight_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun vol le ${i?.date} : choisissez un autre jour.`)
};

/**
* | output |
* | --- |
* | "No flight on {date}: choose another day." |
*
* @param {Lowcost_No_Flight_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_no_flight_on = /** @type {((inputs: Lowcost_No_Flight_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_No_Flight_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_no_flight_on(inputs)
	return en_lowcost_no_flight_on(inputs)
});