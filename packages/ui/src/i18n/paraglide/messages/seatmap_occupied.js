/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_OccupiedInputs */

const en_seatmap_occupied = /** @type {(inputs: Seatmap_OccupiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`occupied`)
};

const fr_seatmap_occupied = /** @type {(inputs: Seatmap_OccupiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`occupé`)
};

/**
* | output |
* | --- |
* | "occupied" |
*
* @param {Seatmap_OccupiedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_occupied = /** @type {((inputs?: Seatmap_OccupiedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_OccupiedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_occupied(inputs)
	return en_seatmap_occupied(inputs)
});