/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Seatmap_Selected_ForInputs */

const en_seatmap_selected_for = /** @type {(inputs: Seatmap_Selected_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`selected for ${i?.name}`)
};

const fr_seatmap_selected_for = /** @type {(inputs: Seatmap_Selected_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`choisi pour ${i?.name}`)
};

/**
* | output |
* | --- |
* | "selected for {name}" |
*
* @param {Seatmap_Selected_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_selected_for = /** @type {((inputs: Seatmap_Selected_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_Selected_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_selected_for(inputs)
	return en_seatmap_selected_for(inputs)
});