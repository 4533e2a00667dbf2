/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_SaveInputs */

const en_markups_save = /** @type {(inputs: Markups_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save markup`)
};

const fr_markups_save = /** @type {(inputs: Markups_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la majoration`)
};

/**
* | output |
* | --- |
* | "Save markup" |
*
* @param {Markups_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_save = /** @type {((inputs?: Markups_SaveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_SaveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_save(inputs)
	return en_markups_save(inputs)
});