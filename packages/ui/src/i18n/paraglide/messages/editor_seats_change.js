/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, seat: NonNullable<unknown> }} Editor_Seats_ChangeInputs */

const en_editor_seats_change = /** @type {(inputs: Editor_Seats_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} to ${i?.seat}`)
};

const fr_editor_seats_change = /** @type {(inputs: Editor_Seats_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} en ${i?.seat}`)
};

/**
* | output |
* | --- |
* | "{name} to {seat}" |
*
* @param {Editor_Seats_ChangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_change = /** @type {((inputs: Editor_Seats_ChangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_ChangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_change(inputs)
	return en_editor_seats_change(inputs)
});