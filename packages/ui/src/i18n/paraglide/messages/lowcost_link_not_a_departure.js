/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Link_Not_A_DepartureInputs */

const en_lowcost_link_not_a_departure = /** @type {(inputs: Lowcost_Link_Not_A_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a departure time`)
};

const fr_lowcost_link_not_a_departure = /** @type {(inputs: Lowcost_Link_Not_A_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas une heure de départ`)
};

/**
* | output |
* | --- |
* | "Not a departure time" |
*
* @param {Lowcost_Link_Not_A_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_link_not_a_departure = /** @type {((inputs?: Lowcost_Link_Not_A_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Link_Not_A_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_link_not_a_departure(inputs)
	return en_lowcost_link_not_a_departure(inputs)
});