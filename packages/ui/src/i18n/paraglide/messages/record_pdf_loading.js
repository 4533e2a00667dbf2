/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Pdf_LoadingInputs */

const en_record_pdf_loading = /** @type {(inputs: Record_Pdf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the PDF…`)
};

const fr_record_pdf_loading = /** @type {(inputs: Record_Pdf_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du PDF…`)
};

/**
* | output |
* | --- |
* | "Loading the PDF…" |
*
* @param {Record_Pdf_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_loading = /** @type {((inputs?: Record_Pdf_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Pdf_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_pdf_loading(inputs)
	return en_record_pdf_loading(inputs)
});