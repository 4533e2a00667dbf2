/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_BassinetInputs */

const en_seatmap_legend_bassinet = /** @type {(inputs: Seatmap_Legend_BassinetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bassinet`)
};

const fr_seatmap_legend_bassinet = /** @type {(inputs: Seatmap_Legend_BassinetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berceau`)
};

/**
* | output |
* | --- |
* | "Bassinet" |
*
* @param {Seatmap_Legend_BassinetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_bassinet = /** @type {((inputs?: Seatmap_Legend_BassinetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_BassinetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_bassinet(inputs)
	return en_seatmap_legend_bassinet(inputs)
});