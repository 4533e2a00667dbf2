/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Not_AvailableInputs */

const en_seatmap_not_available = /** @type {(inputs: Seatmap_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not available`)
};

const fr_seatmap_not_available = /** @type {(inputs: Seatmap_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`indisponible`)
};

/**
* | output |
* | --- |
* | "not available" |
*
* @param {Seatmap_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_not_available = /** @type {((inputs?: Seatmap_Not_AvailableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Not_AvailableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_not_available(inputs)
	return en_seatmap_not_available(inputs)
});