/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_RestrictedInputs */

const en_seatmap_restricted = /** @type {(inputs: Seatmap_RestrictedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restricted`)
};

const fr_seatmap_restricted = /** @type {(inputs: Seatmap_RestrictedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`restreint`)
};

/**
* | output |
* | --- |
* | "restricted" |
*
* @param {Seatmap_RestrictedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_restricted = /** @type {((inputs?: Seatmap_RestrictedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_RestrictedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_restricted(inputs)
	return en_seatmap_restricted(inputs)
});