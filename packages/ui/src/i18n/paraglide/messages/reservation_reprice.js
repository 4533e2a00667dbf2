/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_RepriceInputs */

const en_reservation_reprice = /** @type {(inputs: Reservation_RepriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprice`)
};

const fr_reservation_reprice = /** @type {(inputs: Reservation_RepriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recalculer le prix`)
};

/**
* | output |
* | --- |
* | "Reprice" |
*
* @param {Reservation_RepriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_reprice = /** @type {((inputs?: Reservation_RepriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_RepriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_reprice(inputs)
	return en_reservation_reprice(inputs)
});