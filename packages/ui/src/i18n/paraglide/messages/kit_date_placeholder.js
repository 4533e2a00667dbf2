/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Date_PlaceholderInputs */

const en_kit_date_placeholder = /** @type {(inputs: Kit_Date_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dd/mm/yyyy`)
};

const fr_kit_date_placeholder = /** @type {(inputs: Kit_Date_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jj/mm/aaaa`)
};

/**
* | output |
* | --- |
* | "dd/mm/yyyy" |
*
* @param {Kit_Date_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_date_placeholder = /** @type {((inputs?: Kit_Date_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Date_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_date_placeholder(inputs)
	return en_kit_date_placeholder(inputs)
});