/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown> }} Lowcost_Choose_SeatsInputs */

const en_lowcost_choose_seats = /** @type {(inputs: Lowcost_Choose_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose seats on ${i?.flight}`)
};

const fr_lowcost_choose_seats = /** @type {(inputs: Lowcost_Choose_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisir les sièges sur le ${i?.flight}`)
};

/**
* | output |
* | --- |
* | "Choose seats on {flight}" |
*
* @param {Lowcost_Choose_SeatsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_choose_seats = /** @type {((inputs: Lowcost_Choose_SeatsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Choose_SeatsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_choose_seats(inputs)
	return en_lowcost_choose_seats(inputs)
});