/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Legend_PaidInputs */

const en_seatmap_legend_paid = /** @type {(inputs: Seatmap_Legend_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const fr_seatmap_legend_paid = /** @type {(inputs: Seatmap_Legend_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payant`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Seatmap_Legend_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_legend_paid = /** @type {((inputs?: Seatmap_Legend_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Legend_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_legend_paid(inputs)
	return en_seatmap_legend_paid(inputs)
});