/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Exchange_TitleInputs */

const en_exchange_title = /** @type {(inputs: Exchange_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exchange ticket ${i?.number}`)
};

const fr_exchange_title = /** @type {(inputs: Exchange_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échanger le billet ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Exchange ticket {number}" |
*
* @param {Exchange_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_title = /** @type {((inputs: Exchange_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_title(inputs)
	return en_exchange_title(inputs)
});