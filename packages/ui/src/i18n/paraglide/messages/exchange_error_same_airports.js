/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_Error_Same_AirportsInputs */

const en_exchange_error_same_airports = /** @type {(inputs: Exchange_Error_Same_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a destination other than the origin`)
};

const fr_exchange_error_same_airports = /** @type {(inputs: Exchange_Error_Same_AirportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une destination différente de l'origine`)
};

/**
* | output |
* | --- |
* | "Choose a destination other than the origin" |
*
* @param {Exchange_Error_Same_AirportsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_error_same_airports = /** @type {((inputs?: Exchange_Error_Same_AirportsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Error_Same_AirportsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_error_same_airports(inputs)
	return en_exchange_error_same_airports(inputs)
});