/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Document_ExpiresInputs */

const en_record_document_expires = /** @type {(inputs: Record_Document_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expires`)
};

const fr_record_document_expires = /** @type {(inputs: Record_Document_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expire le`)
};

/**
* | output |
* | --- |
* | "expires" |
*
* @param {Record_Document_ExpiresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_document_expires = /** @type {((inputs?: Record_Document_ExpiresInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Document_ExpiresInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_document_expires(inputs)
	return en_record_document_expires(inputs)
});