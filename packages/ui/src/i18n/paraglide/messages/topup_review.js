/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_ReviewInputs */

const en_topup_review = /** @type {(inputs: Topup_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review top-up`)
};

const fr_topup_review = /** @type {(inputs: Topup_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le rechargement`)
};

/**
* | output |
* | --- |
* | "Review top-up" |
*
* @param {Topup_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_review = /** @type {((inputs?: Topup_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_review(inputs)
	return en_topup_review(inputs)
});