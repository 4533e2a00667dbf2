/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_Date_FormatInputs */

const en_kit_date_format = /** @type {(inputs: Kit_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the date as dd/mm/yyyy`)
};

const fr_kit_date_format = /** @type {(inputs: Kit_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la date au format jj/mm/aaaa`)
};

/**
* | output |
* | --- |
* | "Enter the date as dd/mm/yyyy" |
*
* @param {Kit_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_date_format = /** @type {((inputs?: Kit_Date_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_Date_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_date_format(inputs)
	return en_kit_date_format(inputs)
});