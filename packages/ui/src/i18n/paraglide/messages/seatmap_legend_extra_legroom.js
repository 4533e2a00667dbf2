/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_Extra_LegroomInputs */

const en_seatmap_legend_extra_legroom = /** @type {(inputs: Seatmap_Legend_Extra_LegroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra legroom`)
};

const fr_seatmap_legend_extra_legroom = /** @type {(inputs: Seatmap_Legend_Extra_LegroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace pour les jambes`)
};

/**
* | output |
* | --- |
* | "Extra legroom" |
*
* @param {Seatmap_Legend_Extra_LegroomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_extra_legroom = /** @type {((inputs?: Seatmap_Legend_Extra_LegroomInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_Extra_LegroomInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_extra_legroom(inputs)
	return en_seatmap_legend_extra_legroom(inputs)
});