/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_SubjectInputs */

const en_lowcost_subject = /** @type {(inputs: Lowcost_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const fr_lowcost_subject = /** @type {(inputs: Lowcost_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sujet`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Lowcost_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_subject = /** @type {((inputs?: Lowcost_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_subject(inputs)
	return en_lowcost_subject(inputs)
});