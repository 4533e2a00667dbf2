/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Category_BaggageInputs */

const en_lowcost_category_baggage = /** @type {(inputs: Lowcost_Category_BaggageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baggage`)
};

const fr_lowcost_category_baggage = /** @type {(inputs: Lowcost_Category_BaggageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagages`)
};

/**
* | output |
* | --- |
* | "Baggage" |
*
* @param {Lowcost_Category_BaggageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_category_baggage = /** @type {((inputs?: Lowcost_Category_BaggageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Category_BaggageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_category_baggage(inputs)
	return en_lowcost_category_baggage(inputs)
});