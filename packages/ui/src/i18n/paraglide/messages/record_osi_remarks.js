/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Osi_RemarksInputs */

const en_record_osi_remarks = /** @type {(inputs: Record_Osi_RemarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OSI remarks`)
};

const fr_record_osi_remarks = /** @type {(inputs: Record_Osi_RemarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remarques OSI`)
};

/**
* | output |
* | --- |
* | "OSI remarks" |
*
* @param {Record_Osi_RemarksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_osi_remarks = /** @type {((inputs?: Record_Osi_RemarksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Osi_RemarksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_osi_remarks(inputs)
	return en_record_osi_remarks(inputs)
});