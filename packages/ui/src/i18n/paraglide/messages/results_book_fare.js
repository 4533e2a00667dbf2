/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fare: NonNullable<unknown>, airline: NonNullable<unknown> }} Results_Book_FareInputs */

const en_results_book_fare = /** @type {(inputs: Results_Book_FareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book ${i?.fare}, ${i?.airline}`)
};

const fr_results_book_fare = /** @type {(inputs: Results_Book_FareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réserver ${i?.fare}, ${i?.airline}`)
};

/**
* | output |
* | --- |
* | "Book {fare}, {airline}" |
*
* @param {Results_Book_FareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_book_fare = /** @type {((inputs: Results_Book_FareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Book_FareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_book_fare(inputs)
	return en_results_book_fare(inputs)
});