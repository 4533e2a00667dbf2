/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_ReturnInputs */

const en_search_return = /** @type {(inputs: Search_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return`)
};

const fr_search_return = /** @type {(inputs: Search_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de retour`)
};

/**
* | output |
* | --- |
* | "Return" |
*
* @param {Search_ReturnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const search_return = /** @type {((inputs?: Search_ReturnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_ReturnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_return(inputs)
	return en_search_return(inputs)
});