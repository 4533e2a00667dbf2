/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Base_FareInputs */

const en_record_base_fare = /** @type {(inputs: Record_Base_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base fare`)
};

const fr_record_base_fare = /** @type {(inputs: Record_Base_FareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif de base`)
};

/**
* | output |
* | --- |
* | "Base fare" |
*
* @param {Record_Base_FareInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_base_fare = /** @type {((inputs?: Record_Base_FareInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Base_FareInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_base_fare(inputs)
	return en_record_base_fare(inputs)
});