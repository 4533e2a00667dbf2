/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Ignore_DescriptionInputs */

const en_workbench_ignore_description = /** @type {(inputs: Workbench_Ignore_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The changes will be discarded and the record stays as it was. This cannot be undone.`)
};

const fr_workbench_ignore_description = /** @type {(inputs: Workbench_Ignore_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les modifications seront abandonnées et le dossier restera tel quel. Cette action est irréversible.`)
};

/**
* | output |
* | --- |
* | "The changes will be discarded and the record stays as it was. This cannot be undone." |
*
* @param {Workbench_Ignore_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_ignore_description = /** @type {((inputs?: Workbench_Ignore_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Ignore_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_ignore_description(inputs)
	return en_workbench_ignore_description(inputs)
});