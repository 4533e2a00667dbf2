/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_BlockedInputs */

const en_seatmap_legend_blocked = /** @type {(inputs: Seatmap_Legend_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available`)
};

const fr_seatmap_legend_blocked = /** @type {(inputs: Seatmap_Legend_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indisponible`)
};

/**
* | output |
* | --- |
* | "Not available" |
*
* @param {Seatmap_Legend_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_blocked = /** @type {((inputs?: Seatmap_Legend_BlockedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_BlockedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_blocked(inputs)
	return en_seatmap_legend_blocked(inputs)
});