/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_OccupiedInputs */

const en_seatmap_legend_occupied = /** @type {(inputs: Seatmap_Legend_OccupiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Occupied`)
};

const fr_seatmap_legend_occupied = /** @type {(inputs: Seatmap_Legend_OccupiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Occupé`)
};

/**
* | output |
* | --- |
* | "Occupied" |
*
* @param {Seatmap_Legend_OccupiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_occupied = /** @type {((inputs?: Seatmap_Legend_OccupiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_OccupiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_occupied(inputs)
	return en_seatmap_legend_occupied(inputs)
});