/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_BassinetInputs */

const en_seatmap_bassinet = /** @type {(inputs: Seatmap_BassinetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bassinet`)
};

const fr_seatmap_bassinet = /** @type {(inputs: Seatmap_BassinetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`berceau`)
};

/**
* | output |
* | --- |
* | "bassinet" |
*
* @param {Seatmap_BassinetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_bassinet = /** @type {((inputs?: Seatmap_BassinetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_BassinetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_bassinet(inputs)
	return en_seatmap_bassinet(inputs)
});