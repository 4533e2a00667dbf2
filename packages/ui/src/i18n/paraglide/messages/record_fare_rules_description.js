/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Fare_Rules_DescriptionInputs */

const en_record_fare_rules_description = /** @type {(inputs: Record_Fare_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The conditions of the fare: changes, refunds, baggage and voiding.`)
};

const fr_record_fare_rules_description = /** @type {(inputs: Record_Fare_Rules_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions du tarif : modifications, remboursements, bagages et annulation (void).`)
};

/**
* | output |
* | --- |
* | "The conditions of the fare: changes, refunds, baggage and voiding." |
*
* @param {Record_Fare_Rules_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_fare_rules_description = /** @type {((inputs?: Record_Fare_Rules_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Fare_Rules_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_fare_rules_description(inputs)
	return en_record_fare_rules_description(inputs)
});