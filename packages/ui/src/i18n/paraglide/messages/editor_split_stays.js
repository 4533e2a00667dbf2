/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Editor_Split_StaysInputs */

const en_editor_split_stays = /** @type {(inputs: Editor_Split_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stays on ${i?.locator}`)
};

const fr_editor_split_stays = /** @type {(inputs: Editor_Split_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reste sur ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Stays on {locator}" |
*
* @param {Editor_Split_StaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_stays = /** @type {((inputs: Editor_Split_StaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_StaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_stays(inputs)
	return en_editor_split_stays(inputs)
});