/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Seats_None_ChangedInputs */

const en_editor_seats_none_changed = /** @type {(inputs: Editor_Seats_None_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a different seat for at least one traveler before confirming`)
};

const fr_editor_seats_none_changed = /** @type {(inputs: Editor_Seats_None_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un autre siège pour au moins un voyageur avant de confirmer`)
};

/**
* | output |
* | --- |
* | "Choose a different seat for at least one traveler before confirming" |
*
* @param {Editor_Seats_None_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_none_changed = /** @type {((inputs?: Editor_Seats_None_ChangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_None_ChangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_none_changed(inputs)
	return en_editor_seats_none_changed(inputs)
});