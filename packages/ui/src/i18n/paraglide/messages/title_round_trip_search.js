/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_Round_Trip_SearchInputs */

const en_title_round_trip_search = /** @type {(inputs: Title_Round_Trip_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round-trip search`)
};

const fr_title_round_trip_search = /** @type {(inputs: Title_Round_Trip_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche aller-retour`)
};

/**
* | output |
* | --- |
* | "Round-trip search" |
*
* @param {Title_Round_Trip_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_round_trip_search = /** @type {((inputs?: Title_Round_Trip_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Round_Trip_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_round_trip_search(inputs)
	return en_title_round_trip_search(inputs)
});