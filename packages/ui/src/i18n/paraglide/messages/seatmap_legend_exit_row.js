/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_Exit_RowInputs */

const en_seatmap_legend_exit_row = /** @type {(inputs: Seatmap_Legend_Exit_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exit row`)
};

const fr_seatmap_legend_exit_row = /** @type {(inputs: Seatmap_Legend_Exit_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rangée de sortie`)
};

/**
* | output |
* | --- |
* | "Exit row" |
*
* @param {Seatmap_Legend_Exit_RowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_exit_row = /** @type {((inputs?: Seatmap_Legend_Exit_RowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_Exit_RowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_exit_row(inputs)
	return en_seatmap_legend_exit_row(inputs)
});