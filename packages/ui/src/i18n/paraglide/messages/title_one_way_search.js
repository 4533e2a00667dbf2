/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_One_Way_SearchInputs */

const en_title_one_way_search = /** @type {(inputs: Title_One_Way_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way search`)
};

const fr_title_one_way_search = /** @type {(inputs: Title_One_Way_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche aller simple`)
};

/**
* | output |
* | --- |
* | "One-way search" |
*
* @param {Title_One_Way_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_one_way_search = /** @type {((inputs?: Title_One_Way_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_One_Way_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_one_way_search(inputs)
	return en_title_one_way_search(inputs)
});