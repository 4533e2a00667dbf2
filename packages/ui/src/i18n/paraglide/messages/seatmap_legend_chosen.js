/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_ChosenInputs */

const en_seatmap_legend_chosen = /** @type {(inputs: Seatmap_Legend_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen (initials)`)
};

const fr_seatmap_legend_chosen = /** @type {(inputs: Seatmap_Legend_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisi (initiales)`)
};

/**
* | output |
* | --- |
* | "Chosen (initials)" |
*
* @param {Seatmap_Legend_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_chosen = /** @type {((inputs?: Seatmap_Legend_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_chosen(inputs)
	return en_seatmap_legend_chosen(inputs)
});