/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Download_PdfInputs */

const en_record_download_pdf = /** @type {(inputs: Record_Download_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PDF`)
};

const fr_record_download_pdf = /** @type {(inputs: Record_Download_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le PDF`)
};

/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Record_Download_PdfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_download_pdf = /** @type {((inputs?: Record_Download_PdfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Download_PdfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_download_pdf(inputs)
	return en_record_download_pdf(inputs)
});