/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_Infant_MovingInputs */

const en_editor_split_infant_moving = /** @type {(inputs: Editor_Split_Infant_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each infant travels with an adult: move an adult to the new reservation with the infant`)
};

const fr_editor_split_infant_moving = /** @type {(inputs: Editor_Split_Infant_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque bébé voyage avec un adulte : faites passer un adulte avec le bébé à la nouvelle réservation`)
};

/**
* | output |
* | --- |
* | "Each infant travels with an adult: move an adult to the new reservation with the infant" |
*
* @param {Editor_Split_Infant_MovingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_infant_moving = /** @type {((inputs?: Editor_Split_Infant_MovingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Infant_MovingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_infant_moving(inputs)
	return en_editor_split_infant_moving(inputs)
});