/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Seats_TitleInputs */

const en_editor_seats_title = /** @type {(inputs: Editor_Seats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change seats`)
};

const fr_editor_seats_title = /** @type {(inputs: Editor_Seats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer les sièges`)
};

/**
* | output |
* | --- |
* | "Change seats" |
*
* @param {Editor_Seats_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_title = /** @type {((inputs?: Editor_Seats_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_title(inputs)
	return en_editor_seats_title(inputs)
});