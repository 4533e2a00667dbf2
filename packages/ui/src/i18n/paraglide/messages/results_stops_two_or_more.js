/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Stops_Two_Or_MoreInputs */

const en_results_stops_two_or_more = /** @type {(inputs: Results_Stops_Two_Or_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2+ stops`)
};

const fr_results_stops_two_or_more = /** @type {(inputs: Results_Stops_Two_Or_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 escales ou plus`)
};

/**
* | output |
* | --- |
* | "2+ stops" |
*
* @param {Results_Stops_Two_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_stops_two_or_more = /** @type {((inputs?: Results_Stops_Two_Or_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Stops_Two_Or_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_stops_two_or_more(inputs)
	return en_results_stops_two_or_more(inputs)
});