/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_InfantInputs */

const en_search_passenger_infant = /** @type {(inputs: Search_Passenger_InfantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infant`)
};

const fr_search_passenger_infant = /** @type {(inputs: Search_Passenger_InfantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bébé`)
};

/**
* | output |
* | --- |
* | "Infant" |
*
* @param {Search_Passenger_InfantInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_infant = /** @type {((inputs?: Search_Passenger_InfantInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_InfantInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_infant(inputs)
	return en_search_passenger_infant(inputs)
});