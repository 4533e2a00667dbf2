/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_No_AncillaryInputs */

const en_record_no_ancillary = /** @type {(inputs: Record_No_AncillaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ancillary booked.`)
};

const fr_record_no_ancillary = /** @type {(inputs: Record_No_AncillaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun service annexe réservé.`)
};

/**
* | output |
* | --- |
* | "No ancillary booked." |
*
* @param {Record_No_AncillaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_no_ancillary = /** @type {((inputs?: Record_No_AncillaryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_No_AncillaryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_no_ancillary(inputs)
	return en_record_no_ancillary(inputs)
});