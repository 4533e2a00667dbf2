/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Price_SummaryInputs */

const en_record_price_summary = /** @type {(inputs: Record_Price_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price summary`)
};

const fr_record_price_summary = /** @type {(inputs: Record_Price_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récapitulatif du prix`)
};

/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Record_Price_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_price_summary = /** @type {((inputs?: Record_Price_SummaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Price_SummaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_price_summary(inputs)
	return en_record_price_summary(inputs)
});