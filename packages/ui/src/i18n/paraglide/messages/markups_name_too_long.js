/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Name_Too_LongInputs */

const en_markups_name_too_long = /** @type {(inputs: Markups_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A markup name has at most 60 characters`)
};

const fr_markups_name_too_long = /** @type {(inputs: Markups_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom d'une majoration compte au plus 60 caractères`)
};

/**
* | output |
* | --- |
* | "A markup name has at most 60 characters" |
*
* @param {Markups_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_name_too_long = /** @type {((inputs?: Markups_Name_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Name_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_name_too_long(inputs)
	return en_markups_name_too_long(inputs)
});