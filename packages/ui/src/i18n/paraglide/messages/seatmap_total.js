/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_TotalInputs */

const en_seatmap_total = /** @type {(inputs: Seatmap_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total for seats`)
};

const fr_seatmap_total = /** @type {(inputs: Seatmap_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total des sièges`)
};

/**
* | output |
* | --- |
* | "Total for seats" |
*
* @param {Seatmap_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_total = /** @type {((inputs?: Seatmap_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_total(inputs)
	return en_seatmap_total(inputs)
});