/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_DepartureInputs */

const en_lowcost_departure = /** @type {(inputs: Lowcost_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Departure`)
};

const fr_lowcost_departure = /** @type {(inputs: Lowcost_DepartureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller`)
};

/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Lowcost_DepartureInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_departure = /** @type {((inputs?: Lowcost_DepartureInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_DepartureInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_departure(inputs)
	return en_lowcost_departure(inputs)
});