/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Kit_List_LoadingInputs */

const en_kit_list_loading = /** @type {(inputs: Kit_List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.label}…`)
};

const fr_kit_list_loading = /** @type {(inputs: Kit_List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargement : ${i?.label}…`)
};

/**
* | output |
* | --- |
* | "Loading {label}…" |
*
* @param {Kit_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_loading = /** @type {((inputs: Kit_List_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_List_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_list_loading(inputs)
	return en_kit_list_loading(inputs)
});