/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Agency_MarkupInputs */

const en_record_agency_markup = /** @type {(inputs: Record_Agency_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agency markup`)
};

const fr_record_agency_markup = /** @type {(inputs: Record_Agency_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majoration de l'agence`)
};

/**
* | output |
* | --- |
* | "Agency markup" |
*
* @param {Record_Agency_MarkupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_agency_markup = /** @type {((inputs?: Record_Agency_MarkupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Agency_MarkupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_agency_markup(inputs)
	return en_record_agency_markup(inputs)
});