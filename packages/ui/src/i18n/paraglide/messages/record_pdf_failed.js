/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Pdf_FailedInputs */

const en_record_pdf_failed = /** @type {(inputs: Record_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PDF could not be loaded.`)
};

const fr_record_pdf_failed = /** @type {(inputs: Record_Pdf_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le PDF n'a pas pu être chargé.`)
};

/**
* | output |
* | --- |
* | "The PDF could not be loaded." |
*
* @param {Record_Pdf_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_failed = /** @type {((inputs?: Record_Pdf_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Pdf_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_pdf_failed(inputs)
	return en_record_pdf_failed(inputs)
});