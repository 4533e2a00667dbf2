/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Subject_ShortInputs */

const en_lowcost_subject_short = /** @type {(inputs: Lowcost_Subject_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a subject of at least 3 characters.`)
};

const fr_lowcost_subject_short = /** @type {(inputs: Lowcost_Subject_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez un sujet d'au moins 3 caractères.`)
};

/**
* | output |
* | --- |
* | "Write a subject of at least 3 characters." |
*
* @param {Lowcost_Subject_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_subject_short = /** @type {((inputs?: Lowcost_Subject_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Subject_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_subject_short(inputs)
	return en_lowcost_subject_short(inputs)
});