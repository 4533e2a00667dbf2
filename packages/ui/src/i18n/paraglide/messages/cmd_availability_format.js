/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Availability_FormatInputs */

const en_cmd_availability_format = /** @type {(inputs: Cmd_Availability_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type AN, a date, then the two airports: AN15DECCMNCDG (or AN15DECCMNCDG/AAT).`)
};

const fr_cmd_availability_format = /** @type {(inputs: Cmd_Availability_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez AN, une date, puis les deux aéroports : AN15DECCMNCDG (ou AN15DECCMNCDG/AAT).`)
};

/**
* | output |
* | --- |
* | "Type AN, a date, then the two airports: AN15DECCMNCDG (or AN15DECCMNCDG/AAT)." |
*
* @param {Cmd_Availability_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_availability_format = /** @type {((inputs?: Cmd_Availability_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Availability_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_availability_format(inputs)
	return en_cmd_availability_format(inputs)
});