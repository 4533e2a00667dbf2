/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Passenger_Unaccompanied_HintInputs */

const en_search_passenger_unaccompanied_hint = /** @type {(inputs: Search_Passenger_Unaccompanied_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travelling alone, without any other passenger`)
};

const fr_search_passenger_unaccompanied_hint = /** @type {(inputs: Search_Passenger_Unaccompanied_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyage seul, sans autre passager`)
};

/**
* | output |
* | --- |
* | "Travelling alone, without any other passenger" |
*
* @param {Search_Passenger_Unaccompanied_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_passenger_unaccompanied_hint = /** @type {((inputs?: Search_Passenger_Unaccompanied_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Passenger_Unaccompanied_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_passenger_unaccompanied_hint(inputs)
	return en_search_passenger_unaccompanied_hint(inputs)
});