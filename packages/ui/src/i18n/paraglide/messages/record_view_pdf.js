/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_View_PdfInputs */

const en_record_view_pdf = /** @type {(inputs: Record_View_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View PDF`)
};

const fr_record_view_pdf = /** @type {(inputs: Record_View_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le PDF`)
};

/**
* | output |
* | --- |
* | "View PDF" |
*
* @param {Record_View_PdfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_view_pdf = /** @type {((inputs?: Record_View_PdfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_View_PdfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_view_pdf(inputs)
	return en_record_view_pdf(inputs)
});