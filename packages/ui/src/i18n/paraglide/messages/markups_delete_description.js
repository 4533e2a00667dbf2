/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Delete_DescriptionInputs */

const en_markups_delete_description = /** @type {(inputs: Markups_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offers will be priced without it from the next search.`)
};

const fr_markups_delete_description = /** @type {(inputs: Markups_Delete_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les offres seront tarifées sans elle dès la prochaine recherche.`)
};

/**
* | output |
* | --- |
* | "Offers will be priced without it from the next search." |
*
* @param {Markups_Delete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_delete_description = /** @type {((inputs?: Markups_Delete_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Delete_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_delete_description(inputs)
	return en_markups_delete_description(inputs)
});