/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_AvailableInputs */

const en_seatmap_available = /** @type {(inputs: Seatmap_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`available`)
};

const fr_seatmap_available = /** @type {(inputs: Seatmap_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`libre`)
};

/**
* | output |
* | --- |
* | "available" |
*
* @param {Seatmap_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_available = /** @type {((inputs?: Seatmap_AvailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_AvailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_available(inputs)
	return en_seatmap_available(inputs)
});