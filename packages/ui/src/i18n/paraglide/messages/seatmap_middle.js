/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_MiddleInputs */

const en_seatmap_middle = /** @type {(inputs: Seatmap_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`middle`)
};

const fr_seatmap_middle = /** @type {(inputs: Seatmap_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`milieu`)
};

/**
* | output |
* | --- |
* | "middle" |
*
* @param {Seatmap_MiddleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_middle = /** @type {((inputs?: Seatmap_MiddleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_MiddleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_middle(inputs)
	return en_seatmap_middle(inputs)
});