/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Subject_LongInputs */

const en_lowcost_subject_long = /** @type {(inputs: Lowcost_Subject_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the subject under 120 characters.`)
};

const fr_lowcost_subject_long = /** @type {(inputs: Lowcost_Subject_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitez le sujet à 120 caractères.`)
};

/**
* | output |
* | --- |
* | "Keep the subject under 120 characters." |
*
* @param {Lowcost_Subject_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_subject_long = /** @type {((inputs?: Lowcost_Subject_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Subject_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_subject_long(inputs)
	return en_lowcost_subject_long(inputs)
});