/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_MarkupInputs */

const en_results_markup = /** @type {(inputs: Results_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markup`)
};

const fr_results_markup = /** @type {(inputs: Results_MarkupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majoration`)
};

/**
* | output |
* | --- |
* | "Markup" |
*
* @param {Results_MarkupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_markup = /** @type {((inputs?: Results_MarkupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_MarkupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_markup(inputs)
	return en_results_markup(inputs)
});