/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Editor_Split_IntroInputs */

const en_editor_split_intro = /** @type {(inputs: Editor_Split_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose the travelers who move to a new reservation. The others stay on ${i?.locator}.`)
};

const fr_editor_split_intro = /** @type {(inputs: Editor_Split_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez les voyageurs qui passent à une nouvelle réservation. Les autres restent sur ${i?.locator}.`)
};

/**
* | output |
* | --- |
* | "Choose the travelers who move to a new reservation. The others stay on {locator}." |
*
* @param {Editor_Split_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_intro = /** @type {((inputs: Editor_Split_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_intro(inputs)
	return en_editor_split_intro(inputs)
});