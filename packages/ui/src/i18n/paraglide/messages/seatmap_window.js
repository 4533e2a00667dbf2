/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_WindowInputs */

const en_seatmap_window = /** @type {(inputs: Seatmap_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`window`)
};

const fr_seatmap_window = /** @type {(inputs: Seatmap_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hublot`)
};

/**
* | output |
* | --- |
* | "window" |
*
* @param {Seatmap_WindowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_window = /** @type {((inputs?: Seatmap_WindowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_WindowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_window(inputs)
	return en_seatmap_window(inputs)
});