/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Markups_CaptionInputs */

const en_markups_caption = /** @type {(inputs: Markups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Markups of ${i?.name}`)
};

const fr_markups_caption = /** @type {(inputs: Markups_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Majorations de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Markups of {name}" |
*
* @param {Markups_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_caption = /** @type {((inputs: Markups_CaptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_CaptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_caption(inputs)
	return en_markups_caption(inputs)
});