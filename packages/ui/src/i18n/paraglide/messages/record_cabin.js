/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cabin: NonNullable<unknown> }} Record_CabinInputs */

const en_record_cabin = /** @type {(inputs: Record_CabinInputs) => LocalizedString} */ (i) => {
	if (i?.cabin === "Economy") return /** @type {LocalizedString} */ (`Economy`);
	if (i?.cabin === "PremiumEconomy") return /** @type {LocalizedString} */ (`Premium Economy`);
	if (i?.cabin === "Business") return /** @type {LocalizedString} */ (`Business`);
	if (i?.cabin === "First") return /** @type {LocalizedString} */ (`First`);
	return /** @type {LocalizedString} */ (`Premium First`)
	
};

const fr_record_cabin = /** @type {(inputs: Record_CabinInputs) => LocalizedString} */ (i) => {
	if (i?.cabin === "Economy") return /** @type {LocalizedString} */ (`Économique`);
	if (i?.cabin === "PremiumEconomy") return /** @type {LocalizedString} */ (`Économique premium`);
	if (i?.cabin === "Business") return /** @type {LocalizedString} */ (`Affaires`);
	if (i?.cabin === "First") return /** @type {LocalizedString} */ (`Première`);
	return /** @type {LocalizedString} */ (`Première premium`)
	
};

/**
* | cabin | output |
* | --- | --- |
* | "Economy" | "Economy" |
* | "PremiumEconomy" | "Premium Economy" |
* | "Business" | "Business" |
* | "First" | "First" |
* | * | "Premium First" |
*
* @param {Record_CabinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_cabin = /** @type {((inputs: Record_CabinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_CabinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_cabin(inputs)
	return en_record_cabin(inputs)
});