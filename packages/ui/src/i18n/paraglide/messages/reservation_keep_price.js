/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_Keep_PriceInputs */

const en_reservation_keep_price = /** @type {(inputs: Reservation_Keep_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the price`)
};

const fr_reservation_keep_price = /** @type {(inputs: Reservation_Keep_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder le prix`)
};

/**
* | output |
* | --- |
* | "Keep the price" |
*
* @param {Reservation_Keep_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_keep_price = /** @type {((inputs?: Reservation_Keep_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Keep_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_keep_price(inputs)
	return en_reservation_keep_price(inputs)
});