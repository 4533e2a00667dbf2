/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Title_Multi_CityInputs */

const en_results_title_multi_city = /** @type {(inputs: Results_Title_Multi_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multi-city flights`)
};

const fr_results_title_multi_city = /** @type {(inputs: Results_Title_Multi_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols multi-destinations`)
};

/**
* | output |
* | --- |
* | "Multi-city flights" |
*
* @param {Results_Title_Multi_CityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_title_multi_city = /** @type {((inputs?: Results_Title_Multi_CityInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Title_Multi_CityInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_title_multi_city(inputs)
	return en_results_title_multi_city(inputs)
});