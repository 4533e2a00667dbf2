/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ moving: NonNullable<unknown>, staying: NonNullable<unknown>, locator: NonNullable<unknown> }} Editor_Split_Confirm_DescriptionInputs */

const en_editor_split_confirm_description = /** @type {(inputs: Editor_Split_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moving} will move to a new reservation; ${i?.staying} will stay on ${i?.locator}. A split cannot be undone.`)
};

const fr_editor_split_confirm_description = /** @type {(inputs: Editor_Split_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.moving} passera à une nouvelle réservation ; ${i?.staying} restera sur ${i?.locator}. Une division est irréversible.`)
};

/**
* | output |
* | --- |
* | "{moving} will move to a new reservation; {staying} will stay on {locator}. A split cannot be undone." |
*
* @param {Editor_Split_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_confirm_description = /** @type {((inputs: Editor_Split_Confirm_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Confirm_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_confirm_description(inputs)
	return en_editor_split_confirm_description(inputs)
});