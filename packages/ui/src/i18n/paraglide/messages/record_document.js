/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_DocumentInputs */

const en_record_document = /** @type {(inputs: Record_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document`)
};

const fr_record_document = /** @type {(inputs: Record_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pièce d'identité`)
};

/**
* | output |
* | --- |
* | "Document" |
*
* @param {Record_DocumentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_document = /** @type {((inputs?: Record_DocumentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_DocumentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_document(inputs)
	return en_record_document(inputs)
});