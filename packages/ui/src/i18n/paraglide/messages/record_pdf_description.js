/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Pdf_DescriptionInputs */

const en_record_pdf_description = /** @type {(inputs: Record_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The document as the agency sends it.`)
};

const fr_record_pdf_description = /** @type {(inputs: Record_Pdf_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le document tel que l'agence l'envoie.`)
};

/**
* | output |
* | --- |
* | "The document as the agency sends it." |
*
* @param {Record_Pdf_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_description = /** @type {((inputs?: Record_Pdf_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Pdf_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_pdf_description(inputs)
	return en_record_pdf_description(inputs)
});