/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_LegendInputs */

const en_seatmap_legend = /** @type {(inputs: Seatmap_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legend`)
};

const fr_seatmap_legend = /** @type {(inputs: Seatmap_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légende`)
};

/**
* | output |
* | --- |
* | "Legend" |
*
* @param {Seatmap_LegendInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend = /** @type {((inputs?: Seatmap_LegendInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_LegendInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend(inputs)
	return en_seatmap_legend(inputs)
});