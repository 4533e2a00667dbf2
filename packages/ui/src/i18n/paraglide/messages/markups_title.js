/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_TitleInputs */

const en_markups_title = /** @type {(inputs: Markups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markups`)
};

const fr_markups_title = /** @type {(inputs: Markups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majorations`)
};

/**
* | output |
* | --- |
* | "Markups" |
*
* @param {Markups_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_title = /** @type {((inputs?: Markups_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_title(inputs)
	return en_markups_title(inputs)
});