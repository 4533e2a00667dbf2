/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Low_Cost_BookingInputs */

const en_title_low_cost_booking = /** @type {(inputs: Title_Low_Cost_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: booking`)
};

const fr_title_low_cost_booking = /** @type {(inputs: Title_Low_Cost_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : réservation`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: booking" |
*
* @param {Title_Low_Cost_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_low_cost_booking = /** @type {((inputs?: Title_Low_Cost_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Low_Cost_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_low_cost_booking(inputs)
	return en_title_low_cost_booking(inputs)
});