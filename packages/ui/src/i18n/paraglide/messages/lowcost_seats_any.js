/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Seats_AnyInputs */

const en_lowcost_seats_any = /** @type {(inputs: Lowcost_Seats_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any seat included`)
};

const fr_lowcost_seats_any = /** @type {(inputs: Lowcost_Seats_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les sièges inclus`)
};

/**
* | output |
* | --- |
* | "Any seat included" |
*
* @param {Lowcost_Seats_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_any = /** @type {((inputs?: Lowcost_Seats_AnyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Seats_AnyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_seats_any(inputs)
	return en_lowcost_seats_any(inputs)
});