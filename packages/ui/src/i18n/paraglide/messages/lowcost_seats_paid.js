/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Seats_PaidInputs */

const en_lowcost_seats_paid = /** @type {(inputs: Lowcost_Seats_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats paid`)
};

const fr_lowcost_seats_paid = /** @type {(inputs: Lowcost_Seats_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sièges payants`)
};

/**
* | output |
* | --- |
* | "Seats paid" |
*
* @param {Lowcost_Seats_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_seats_paid = /** @type {((inputs?: Lowcost_Seats_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Seats_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_seats_paid(inputs)
	return en_lowcost_seats_paid(inputs)
});