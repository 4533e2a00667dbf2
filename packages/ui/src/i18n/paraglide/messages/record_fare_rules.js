/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Fare_RulesInputs */

const en_record_fare_rules = /** @type {(inputs: Record_Fare_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fare rules`)
};

const fr_record_fare_rules = /** @type {(inputs: Record_Fare_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles tarifaires`)
};

/**
* | output |
* | --- |
* | "Fare rules" |
*
* @param {Record_Fare_RulesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_rules = /** @type {((inputs?: Record_Fare_RulesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Fare_RulesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_fare_rules(inputs)
	return en_record_fare_rules(inputs)
});