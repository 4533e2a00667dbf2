/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Airline_HintInputs */

const en_markups_airline_hint = /** @type {(inputs: Markups_Airline_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IATA code, e.g. AT; empty for any`)
};

const fr_markups_airline_hint = /** @type {(inputs: Markups_Airline_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code IATA, par ex. AT ; vide pour toutes`)
};

/**
* | output |
* | --- |
* | "IATA code, e.g. AT; empty for any" |
*
* @param {Markups_Airline_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_airline_hint = /** @type {((inputs?: Markups_Airline_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Airline_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_airline_hint(inputs)
	return en_markups_airline_hint(inputs)
});