/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_TripInputs */

const en_lowcost_trip = /** @type {(inputs: Lowcost_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trip`)
};

const fr_lowcost_trip = /** @type {(inputs: Lowcost_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyage`)
};

/**
* | output |
* | --- |
* | "Trip" |
*
* @param {Lowcost_TripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_trip = /** @type {((inputs?: Lowcost_TripInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_TripInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_trip(inputs)
	return en_lowcost_trip(inputs)
});