/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_ReviewInputs */

const en_seatmap_review = /** @type {(inputs: Seatmap_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review seats`)
};

const fr_seatmap_review = /** @type {(inputs: Seatmap_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier les sièges`)
};

/**
* | output |
* | --- |
* | "Review seats" |
*
* @param {Seatmap_ReviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_review = /** @type {((inputs?: Seatmap_ReviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_ReviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_review(inputs)
	return en_seatmap_review(inputs)
});