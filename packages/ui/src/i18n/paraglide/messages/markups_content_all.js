/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Content_AllInputs */

const en_markups_content_all = /** @type {(inputs: Markups_Content_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GDS and NDC`)
};

const fr_markups_content_all = /** @type {(inputs: Markups_Content_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GDS et NDC`)
};

/**
* | output |
* | --- |
* | "GDS and NDC" |
*
* @param {Markups_Content_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_content_all = /** @type {((inputs?: Markups_Content_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Content_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_content_all(inputs)
	return en_markups_content_all(inputs)
});