/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_LoadingInputs */

const en_markups_loading = /** @type {(inputs: Markups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading markups…`)
};

const fr_markups_loading = /** @type {(inputs: Markups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des majorations…`)
};

/**
* | output |
* | --- |
* | "Loading markups…" |
*
* @param {Markups_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_loading = /** @type {((inputs?: Markups_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_loading(inputs)
	return en_markups_loading(inputs)
});