/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_Special_ServicesInputs */

const en_record_special_services = /** @type {(inputs: Record_Special_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special services`)
};

const fr_record_special_services = /** @type {(inputs: Record_Special_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services spéciaux`)
};

/**
* | output |
* | --- |
* | "Special services" |
*
* @param {Record_Special_ServicesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_special_services = /** @type {((inputs?: Record_Special_ServicesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Special_ServicesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_special_services(inputs)
	return en_record_special_services(inputs)
});