/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Link_Not_A_FlightInputs */

const en_lowcost_link_not_a_flight = /** @type {(inputs: Lowcost_Link_Not_A_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a flight of the airline`)
};

const fr_lowcost_link_not_a_flight = /** @type {(inputs: Lowcost_Link_Not_A_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas un vol de la compagnie`)
};

/**
* | output |
* | --- |
* | "Not a flight of the airline" |
*
* @param {Lowcost_Link_Not_A_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_link_not_a_flight = /** @type {((inputs?: Lowcost_Link_Not_A_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Link_Not_A_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_link_not_a_flight(inputs)
	return en_lowcost_link_not_a_flight(inputs)
});