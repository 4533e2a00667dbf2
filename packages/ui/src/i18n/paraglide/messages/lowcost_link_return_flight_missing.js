/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Link_Return_Flight_MissingInputs */

const en_lowcost_link_return_flight_missing = /** @type {(inputs: Lowcost_Link_Return_Flight_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a return flight for a return search.`)
};

const fr_lowcost_link_return_flight_missing = /** @type {(inputs: Lowcost_Link_Return_Flight_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un vol retour pour une recherche aller-retour.`)
};

/**
* | output |
* | --- |
* | "Pick a return flight for a return search." |
*
* @param {Lowcost_Link_Return_Flight_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_link_return_flight_missing = /** @type {((inputs?: Lowcost_Link_Return_Flight_MissingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Link_Return_Flight_MissingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_link_return_flight_missing(inputs)
	return en_lowcost_link_return_flight_missing(inputs)
});