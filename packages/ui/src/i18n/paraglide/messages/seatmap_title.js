/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown>, aircraft: NonNullable<unknown> }} Seatmap_TitleInputs */

const en_seatmap_title = /** @type {(inputs: Seatmap_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flight ${i?.flight} · ${i?.aircraft}`)
};

const fr_seatmap_title = /** @type {(inputs: Seatmap_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vol ${i?.flight} · ${i?.aircraft}`)
};

/**
* | output |
* | --- |
* | "Flight {flight} · {aircraft}" |
*
* @param {Seatmap_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const seatmap_title = /** @type {((inputs: Seatmap_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Seatmap_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_seatmap_title(inputs)
	return en_seatmap_title(inputs)
});