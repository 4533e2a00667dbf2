/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Lowcost_Seats_LeftInputs */

const en_lowcost_seats_left = /** @type {(inputs: Lowcost_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} seats left`)
};

const fr_lowcost_seats_left = /** @type {(inputs: Lowcost_Seats_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sièges restants`)
};

/**
* | output |
* | --- |
* | "{count} seats left" |
*
* @param {Lowcost_Seats_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_left = /** @type {((inputs: Lowcost_Seats_LeftInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Seats_LeftInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_seats_left(inputs)
	return en_lowcost_seats_left(inputs)
});