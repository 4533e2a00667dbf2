/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_FreeInputs */

const en_seatmap_free = /** @type {(inputs: Seatmap_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`free`)
};

const fr_seatmap_free = /** @type {(inputs: Seatmap_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratuit`)
};

/**
* | output |
* | --- |
* | "free" |
*
* @param {Seatmap_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_free = /** @type {((inputs?: Seatmap_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_free(inputs)
	return en_seatmap_free(inputs)
});