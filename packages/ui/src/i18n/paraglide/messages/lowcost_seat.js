/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seat: NonNullable<unknown> }} Lowcost_SeatInputs */

const en_lowcost_seat = /** @type {(inputs: Lowcost_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat}`)
};

const fr_lowcost_seat = /** @type {(inputs: Lowcost_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`siège ${i?.seat}`)
};

/**
* | output |
* | --- |
* | "seat {seat}" |
*
* @param {Lowcost_SeatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seat = /** @type {((inputs: Lowcost_SeatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_SeatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_seat(inputs)
	return en_lowcost_seat(inputs)
});