/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_No_ContactInputs */

const en_record_no_contact = /** @type {(inputs: Record_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contact on this record.`)
};

const fr_record_no_contact = /** @type {(inputs: Record_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contact sur ce dossier.`)
};

/**
* | output |
* | --- |
* | "No contact on this record." |
*
* @param {Record_No_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_contact = /** @type {((inputs?: Record_No_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_No_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_no_contact(inputs)
	return en_record_no_contact(inputs)
});