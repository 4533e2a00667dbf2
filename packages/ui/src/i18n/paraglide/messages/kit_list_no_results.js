/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ search: NonNullable<unknown> }} Kit_List_No_ResultsInputs */

const en_kit_list_no_results = /** @type {(inputs: Kit_List_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No results for “${i?.search}”.`)
};

const fr_kit_list_no_results = /** @type {(inputs: Kit_List_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun résultat pour « ${i?.search} ».`)
};

/**
* | output |
* | --- |
* | "No results for “{search}”." |
*
* @param {Kit_List_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_no_results = /** @type {((inputs: Kit_List_No_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_List_No_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_list_no_results(inputs)
	return en_kit_list_no_results(inputs)
});