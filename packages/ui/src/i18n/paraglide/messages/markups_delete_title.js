/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Markups_Delete_TitleInputs */

const en_markups_delete_title = /** @type {(inputs: Markups_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the markup ${i?.name}?`)
};

const fr_markups_delete_title = /** @type {(inputs: Markups_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer la majoration ${i?.name} ?`)
};

/**
* | output |
* | --- |
* | "Delete the markup {name}?" |
*
* @param {Markups_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_delete_title = /** @type {((inputs: Markups_Delete_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Delete_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_delete_title(inputs)
	return en_markups_delete_title(inputs)
});