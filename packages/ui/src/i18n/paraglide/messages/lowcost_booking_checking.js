/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Booking_CheckingInputs */

const en_lowcost_booking_checking = /** @type {(inputs: Lowcost_Booking_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the flights with the airline…`)
};

const fr_lowcost_booking_checking = /** @type {(inputs: Lowcost_Booking_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification des vols auprès de la compagnie…`)
};

/**
* | output |
* | --- |
* | "Checking the flights with the airline…" |
*
* @param {Lowcost_Booking_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_booking_checking = /** @type {((inputs?: Lowcost_Booking_CheckingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Booking_CheckingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_booking_checking(inputs)
	return en_lowcost_booking_checking(inputs)
});