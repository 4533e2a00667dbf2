/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_Add_AnotherInputs */

const en_editor_osi_add_another = /** @type {(inputs: Editor_Osi_Add_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add another remark`)
};

const fr_editor_osi_add_another = /** @type {(inputs: Editor_Osi_Add_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une autre remarque`)
};

/**
* | output |
* | --- |
* | "Add another remark" |
*
* @param {Editor_Osi_Add_AnotherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_add_another = /** @type {((inputs?: Editor_Osi_Add_AnotherInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_Add_AnotherInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_add_another(inputs)
	return en_editor_osi_add_another(inputs)
});