/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_RowInputs */

const en_seatmap_row = /** @type {(inputs: Seatmap_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row`)
};

const fr_seatmap_row = /** @type {(inputs: Seatmap_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rangée`)
};

/**
* | output |
* | --- |
* | "Row" |
*
* @param {Seatmap_RowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_row = /** @type {((inputs?: Seatmap_RowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_RowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_row(inputs)
	return en_seatmap_row(inputs)
});