/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ airline: NonNullable<unknown> }} Lowcost_Route_Not_FlownInputs */

const en_lowcost_route_not_flown = /** @type {(inputs: Lowcost_Route_Not_FlownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airline} does not fly this route.`)
};

const fr_lowcost_route_not_flown = /** @type {(inputs: Lowcost_Route_Not_FlownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.airline} ne dessert pas cette ligne.`)
};

/**
* | output |
* | --- |
* | "{airline} does not fly this route." |
*
* @param {Lowcost_Route_Not_FlownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_route_not_flown = /** @type {((inputs: Lowcost_Route_Not_FlownInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Route_Not_FlownInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_route_not_flown(inputs)
	return en_lowcost_route_not_flown(inputs)
});