/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Seatmap_ChangeInputs */

const en_seatmap_change = /** @type {(inputs: Seatmap_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change seats`)
};

const fr_seatmap_change = /** @type {(inputs: Seatmap_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer les sièges`)
};

/**
* | output |
* | --- |
* | "Change seats" |
*
* @param {Seatmap_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_change = /** @type {((inputs?: Seatmap_ChangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_ChangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_change(inputs)
	return en_seatmap_change(inputs)
});