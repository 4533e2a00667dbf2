/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_BookInputs */

const en_page_title_book = /** @type {(inputs: Page_Title_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const fr_page_title_book = /** @type {(inputs: Page_Title_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Page_Title_BookInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_book = /** @type {((inputs?: Page_Title_BookInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_BookInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_book(inputs)
	return en_page_title_book(inputs)
});