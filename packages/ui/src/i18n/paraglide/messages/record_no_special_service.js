/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_No_Special_ServiceInputs */

const en_record_no_special_service = /** @type {(inputs: Record_No_Special_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No meal or assistance requested.`)
};

const fr_record_no_special_service = /** @type {(inputs: Record_No_Special_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun repas ni assistance demandé.`)
};

/**
* | output |
* | --- |
* | "No meal or assistance requested." |
*
* @param {Record_No_Special_ServiceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_special_service = /** @type {((inputs?: Record_No_Special_ServiceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_No_Special_ServiceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_no_special_service(inputs)
	return en_record_no_special_service(inputs)
});