/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Editor_Osi_AddInputs */

const en_editor_osi_add = /** @type {(inputs: Editor_Osi_AddInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Add remark`);
	return /** @type {LocalizedString} */ (`Add ${i?.count} remarks`)
	
};

const fr_editor_osi_add = /** @type {(inputs: Editor_Osi_AddInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ajouter la remarque`);
	return /** @type {LocalizedString} */ (`Ajouter ${i?.count} remarques`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Add remark" |
* | * | "Add {count} remarks" |
*
* @param {Editor_Osi_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_add = /** @type {((inputs: Editor_Osi_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_add(inputs)
	return en_editor_osi_add(inputs)
});