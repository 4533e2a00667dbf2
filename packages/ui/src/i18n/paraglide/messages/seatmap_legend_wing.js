/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_WingInputs */

const en_seatmap_legend_wing = /** @type {(inputs: Seatmap_Legend_WingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over the wing`)
};

const fr_seatmap_legend_wing = /** @type {(inputs: Seatmap_Legend_WingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au-dessus de l'aile`)
};

/**
* | output |
* | --- |
* | "Over the wing" |
*
* @param {Seatmap_Legend_WingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_wing = /** @type {((inputs?: Seatmap_Legend_WingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_WingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_wing(inputs)
	return en_seatmap_legend_wing(inputs)
});