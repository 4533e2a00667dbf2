/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservations_Column_LocatorInputs */

const en_reservations_column_locator = /** @type {(inputs: Reservations_Column_LocatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locator`)
};

const fr_reservations_column_locator = /** @type {(inputs: Reservations_Column_LocatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNR`)
};

/**
* | output |
* | --- |
* | "Locator" |
*
* @param {Reservations_Column_LocatorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservations_column_locator = /** @type {((inputs?: Reservations_Column_LocatorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservations_Column_LocatorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservations_column_locator(inputs)
	return en_reservations_column_locator(inputs)
});