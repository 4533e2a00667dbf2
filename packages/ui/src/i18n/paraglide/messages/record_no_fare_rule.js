/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_No_Fare_RuleInputs */

const en_record_no_fare_rule = /** @type {(inputs: Record_No_Fare_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fare rule loaded.`)
};

const fr_record_no_fare_rule = /** @type {(inputs: Record_No_Fare_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune règle tarifaire chargée.`)
};

/**
* | output |
* | --- |
* | "No fare rule loaded." |
*
* @param {Record_No_Fare_RuleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_fare_rule = /** @type {((inputs?: Record_No_Fare_RuleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_No_Fare_RuleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_no_fare_rule(inputs)
	return en_record_no_fare_rule(inputs)
});