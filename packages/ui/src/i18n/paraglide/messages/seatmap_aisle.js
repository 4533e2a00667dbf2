/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_AisleInputs */

const en_seatmap_aisle = /** @type {(inputs: Seatmap_AisleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aisle`)
};

const fr_seatmap_aisle = /** @type {(inputs: Seatmap_AisleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`couloir`)
};

/**
* | output |
* | --- |
* | "aisle" |
*
* @param {Seatmap_AisleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_aisle = /** @type {((inputs?: Seatmap_AisleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_AisleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_aisle(inputs)
	return en_seatmap_aisle(inputs)
});