/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workbench_Loading_EditorsInputs */

const en_workbench_loading_editors = /** @type {(inputs: Workbench_Loading_EditorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the editors…`)
};

const fr_workbench_loading_editors = /** @type {(inputs: Workbench_Loading_EditorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des éditeurs…`)
};

/**
* | output |
* | --- |
* | "Loading the editors…" |
*
* @param {Workbench_Loading_EditorsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_loading_editors = /** @type {((inputs?: Workbench_Loading_EditorsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Loading_EditorsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_loading_editors(inputs)
	return en_workbench_loading_editors(inputs)
});