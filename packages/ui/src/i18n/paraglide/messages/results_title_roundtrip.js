/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Title_RoundtripInputs */

const en_results_title_roundtrip = /** @type {(inputs: Results_Title_RoundtripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round-trip flights`)
};

const fr_results_title_roundtrip = /** @type {(inputs: Results_Title_RoundtripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols aller-retour`)
};

/**
* | output |
* | --- |
* | "Round-trip flights" |
*
* @param {Results_Title_RoundtripInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_title_roundtrip = /** @type {((inputs?: Results_Title_RoundtripInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Title_RoundtripInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_title_roundtrip(inputs)
	return en_results_title_roundtrip(inputs)
});