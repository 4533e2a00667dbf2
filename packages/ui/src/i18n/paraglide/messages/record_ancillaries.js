/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_AncillariesInputs */

const en_record_ancillaries = /** @type {(inputs: Record_AncillariesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancillaries`)
};

const fr_record_ancillaries = /** @type {(inputs: Record_AncillariesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services annexes`)
};

/**
* | output |
* | --- |
* | "Ancillaries" |
*
* @param {Record_AncillariesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_ancillaries = /** @type {((inputs?: Record_AncillariesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_AncillariesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_ancillaries(inputs)
	return en_record_ancillaries(inputs)
});