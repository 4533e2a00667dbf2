/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_Infant_StayingInputs */

const en_editor_split_infant_staying = /** @type {(inputs: Editor_Split_Infant_StayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each infant travels with an adult: keep an adult on the original reservation with the infant`)
};

const fr_editor_split_infant_staying = /** @type {(inputs: Editor_Split_Infant_StayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque bébé voyage avec un adulte : gardez un adulte avec le bébé sur la réservation d'origine`)
};

/**
* | output |
* | --- |
* | "Each infant travels with an adult: keep an adult on the original reservation with the infant" |
*
* @param {Editor_Split_Infant_StayingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_infant_staying = /** @type {((inputs?: Editor_Split_Infant_StayingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Infant_StayingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_infant_staying(inputs)
	return en_editor_split_infant_staying(inputs)
});