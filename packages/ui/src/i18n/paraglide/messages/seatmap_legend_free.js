/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_FreeInputs */

const en_seatmap_legend_free = /** @type {(inputs: Seatmap_Legend_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const fr_seatmap_legend_free = /** @type {(inputs: Seatmap_Legend_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Seatmap_Legend_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_free = /** @type {((inputs?: Seatmap_Legend_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_free(inputs)
	return en_seatmap_legend_free(inputs)
});