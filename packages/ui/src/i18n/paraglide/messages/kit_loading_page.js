/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Loading_PageInputs */

const en_kit_loading_page = /** @type {(inputs: Kit_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading page`)
};

const fr_kit_loading_page = /** @type {(inputs: Kit_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la page`)
};

/**
* | output |
* | --- |
* | "Loading page" |
*
* @param {Kit_Loading_PageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_loading_page = /** @type {((inputs?: Kit_Loading_PageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Loading_PageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_loading_page(inputs)
	return en_kit_loading_page(inputs)
});