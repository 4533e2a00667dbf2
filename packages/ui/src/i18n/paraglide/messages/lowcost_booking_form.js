/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Booking_FormInputs */

const en_lowcost_booking_form = /** @type {(inputs: Lowcost_Booking_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book low-cost flights`)
};

const fr_lowcost_booking_form = /** @type {(inputs: Lowcost_Booking_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver des vols low-cost`)
};

/**
* | output |
* | --- |
* | "Book low-cost flights" |
*
* @param {Lowcost_Booking_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_form = /** @type {((inputs?: Lowcost_Booking_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Booking_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_booking_form(inputs)
	return en_lowcost_booking_form(inputs)
});