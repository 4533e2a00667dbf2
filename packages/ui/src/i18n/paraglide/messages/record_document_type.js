/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Record_Document_TypeInputs */

const en_record_document_type = /** @type {(inputs: Record_Document_TypeInputs) => LocalizedString} */ (i) => {
	if (i?.type === "passport") return /** @type {LocalizedString} */ (`Passport`);
	return /** @type {LocalizedString} */ (`National ID`)
	
};

const fr_record_document_type = /** @type {(inputs: Record_Document_TypeInputs) => LocalizedString} */ (i) => {
	if (i?.type === "passport") return /** @type {LocalizedString} */ (`Passeport`);
	return /** @type {LocalizedString} */ (`Carte d'identité`)
	
};

/**
* | type | output |
* | --- | --- |
* | "passport" | "Passport" |
* | * | "National ID" |
*
* @param {Record_Document_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_document_type = /** @type {((inputs: Record_Document_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Document_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_document_type(inputs)
	return en_record_document_type(inputs)
});