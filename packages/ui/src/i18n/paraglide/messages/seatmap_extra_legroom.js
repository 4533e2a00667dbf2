/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_Extra_LegroomInputs */

const en_seatmap_extra_legroom = /** @type {(inputs: Seatmap_Extra_LegroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`extra legroom`)
};

const fr_seatmap_extra_legroom = /** @type {(inputs: Seatmap_Extra_LegroomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`espace pour les jambes`)
};

/**
* | output |
* | --- |
* | "extra legroom" |
*
* @param {Seatmap_Extra_LegroomInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_extra_legroom = /** @type {((inputs?: Seatmap_Extra_LegroomInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Extra_LegroomInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_extra_legroom(inputs)
	return en_seatmap_extra_legroom(inputs)
});