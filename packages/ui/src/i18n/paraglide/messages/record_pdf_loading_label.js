/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Record_Pdf_Loading_LabelInputs */

const en_record_pdf_loading_label = /** @type {(inputs: Record_Pdf_Loading_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.title} (PDF)`)
};

const fr_record_pdf_loading_label = /** @type {(inputs: Record_Pdf_Loading_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargement de ${i?.title} (PDF)`)
};

/**
* | output |
* | --- |
* | "Loading {title} (PDF)" |
*
* @param {Record_Pdf_Loading_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_pdf_loading_label = /** @type {((inputs: Record_Pdf_Loading_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Pdf_Loading_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_pdf_loading_label(inputs)
	return en_record_pdf_loading_label(inputs)
});