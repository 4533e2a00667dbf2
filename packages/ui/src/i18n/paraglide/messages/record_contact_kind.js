/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Record_Contact_KindInputs */

const en_record_contact_kind = /** @type {(inputs: Record_Contact_KindInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "primary") return /** @type {LocalizedString} */ (`Primary`);
	if (i?.kind === "emergency") return /** @type {LocalizedString} */ (`Emergency`);
	return /** @type {LocalizedString} */ (`Agency`)
	
};

const fr_record_contact_kind = /** @type {(inputs: Record_Contact_KindInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "primary") return /** @type {LocalizedString} */ (`Principal`);
	if (i?.kind === "emergency") return /** @type {LocalizedString} */ (`Urgence`);
	return /** @type {LocalizedString} */ (`Agence`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "primary" | "Primary" |
* | "emergency" | "Emergency" |
* | * | "Agency" |
*
* @param {Record_Contact_KindInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_contact_kind = /** @type {((inputs: Record_Contact_KindInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Contact_KindInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_contact_kind(inputs)
	return en_record_contact_kind(inputs)
});