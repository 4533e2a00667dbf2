/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Sort_DepartureInputs */

const en_lowcost_sort_departure = /** @type {(inputs: Lowcost_Sort_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure time`)
};

const fr_lowcost_sort_departure = /** @type {(inputs: Lowcost_Sort_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure de départ`)
};

/**
* | output |
* | --- |
* | "Departure time" |
*
* @param {Lowcost_Sort_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_sort_departure = /** @type {((inputs?: Lowcost_Sort_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Sort_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_sort_departure(inputs)
	return en_lowcost_sort_departure(inputs)
});