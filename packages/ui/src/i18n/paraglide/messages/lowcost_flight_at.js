/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown>, time: NonNullable<unknown> }} Lowcost_Flight_AtInputs */

const en_lowcost_flight_at = /** @type {(inputs: Lowcost_Flight_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.flight} at ${i?.time}`)
};

const fr_lowcost_flight_at = /** @type {(inputs: Lowcost_Flight_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.flight} à ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{flight} at {time}" |
*
* @param {Lowcost_Flight_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_flight_at = /** @type {((inputs: Lowcost_Flight_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Flight_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_flight_at(inputs)
	return en_lowcost_flight_at(inputs)
});