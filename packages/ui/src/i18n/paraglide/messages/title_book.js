/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_BookInputs */

const en_title_book = /** @type {(inputs: Title_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const fr_title_book = /** @type {(inputs: Title_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Title_BookInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_book = /** @type {((inputs?: Title_BookInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_BookInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_book(inputs)
	return en_title_book(inputs)
});