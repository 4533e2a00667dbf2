/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_DirectInputs */

const en_record_direct = /** @type {(inputs: Record_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct`)
};

const fr_record_direct = /** @type {(inputs: Record_DirectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans escale`)
};

/**
* | output |
* | --- |
* | "Direct" |
*
* @param {Record_DirectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_direct = /** @type {((inputs?: Record_DirectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_DirectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_direct(inputs)
	return en_record_direct(inputs)
});