/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_Form_RoundtripInputs */

const en_search_form_roundtrip = /** @type {(inputs: Search_Form_RoundtripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round-trip flight search`)
};

const fr_search_form_roundtrip = /** @type {(inputs: Search_Form_RoundtripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de vols aller-retour`)
};

/**
* | output |
* | --- |
* | "Round-trip flight search" |
*
* @param {Search_Form_RoundtripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_form_roundtrip = /** @type {((inputs?: Search_Form_RoundtripInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_Form_RoundtripInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_form_roundtrip(inputs)
	return en_search_form_roundtrip(inputs)
});