/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Final_PriceInputs */

const en_booking_final_price = /** @type {(inputs: Booking_Final_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final price`)
};

const fr_booking_final_price = /** @type {(inputs: Booking_Final_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix final`)
};

/**
* | output |
* | --- |
* | "Final price" |
*
* @param {Booking_Final_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_final_price = /** @type {((inputs?: Booking_Final_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Final_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_final_price(inputs)
	return en_booking_final_price(inputs)
});