/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Record_Fare_Rules_OfInputs */

const en_record_fare_rules_of = /** @type {(inputs: Record_Fare_Rules_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fare rules of ${i?.locator}`)
};

const fr_record_fare_rules_of = /** @type {(inputs: Record_Fare_Rules_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Règles tarifaires de ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Fare rules of {locator}" |
*
* @param {Record_Fare_Rules_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_rules_of = /** @type {((inputs: Record_Fare_Rules_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Fare_Rules_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_fare_rules_of(inputs)
	return en_record_fare_rules_of(inputs)
});