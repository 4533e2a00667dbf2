/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Keep_EditingInputs */

const en_workbench_keep_editing = /** @type {(inputs: Workbench_Keep_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep editing`)
};

const fr_workbench_keep_editing = /** @type {(inputs: Workbench_Keep_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer les modifications`)
};

/**
* | output |
* | --- |
* | "Keep editing" |
*
* @param {Workbench_Keep_EditingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_keep_editing = /** @type {((inputs?: Workbench_Keep_EditingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Keep_EditingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_keep_editing(inputs)
	return en_workbench_keep_editing(inputs)
});