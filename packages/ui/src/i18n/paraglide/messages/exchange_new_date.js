/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exchange_New_DateInputs */

const en_exchange_new_date = /** @type {(inputs: Exchange_New_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New date`)
};

const fr_exchange_new_date = /** @type {(inputs: Exchange_New_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle date`)
};

/**
* | output |
* | --- |
* | "New date" |
*
* @param {Exchange_New_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_new_date = /** @type {((inputs?: Exchange_New_DateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_New_DateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_new_date(inputs)
	return en_exchange_new_date(inputs)
});