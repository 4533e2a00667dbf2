/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Copy_FailedInputs */

const en_lowcost_copy_failed = /** @type {(inputs: Lowcost_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy: download it instead.`)
};

const fr_lowcost_copy_failed = /** @type {(inputs: Lowcost_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie impossible : téléchargez-le plutôt.`)
};

/**
* | output |
* | --- |
* | "Could not copy: download it instead." |
*
* @param {Lowcost_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_copy_failed = /** @type {((inputs?: Lowcost_Copy_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Copy_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_copy_failed(inputs)
	return en_lowcost_copy_failed(inputs)
});