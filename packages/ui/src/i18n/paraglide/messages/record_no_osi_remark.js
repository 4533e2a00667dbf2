/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_No_Osi_RemarkInputs */

const en_record_no_osi_remark = /** @type {(inputs: Record_No_Osi_RemarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No OSI remark.`)
};

const fr_record_no_osi_remark = /** @type {(inputs: Record_No_Osi_RemarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune remarque OSI.`)
};

/**
* | output |
* | --- |
* | "No OSI remark." |
*
* @param {Record_No_Osi_RemarkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_osi_remark = /** @type {((inputs?: Record_No_Osi_RemarkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_No_Osi_RemarkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_no_osi_remark(inputs)
	return en_record_no_osi_remark(inputs)
});