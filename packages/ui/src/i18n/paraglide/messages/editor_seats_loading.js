/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Seats_LoadingInputs */

const en_editor_seats_loading = /** @type {(inputs: Editor_Seats_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the seat map…`)
};

const fr_editor_seats_loading = /** @type {(inputs: Editor_Seats_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du plan de cabine…`)
};

/**
* | output |
* | --- |
* | "Loading the seat map…" |
*
* @param {Editor_Seats_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_loading = /** @type {((inputs?: Editor_Seats_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_loading(inputs)
	return en_editor_seats_loading(inputs)
});