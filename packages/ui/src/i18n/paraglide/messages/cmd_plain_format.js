/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Plain_FormatInputs */

const en_cmd_plain_format = /** @type {(inputs: Cmd_Plain_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the two airports, a date, then the passengers if more than 1 adult: cmn cdg 15/12 2 adt.`)
};

const fr_cmd_plain_format = /** @type {(inputs: Cmd_Plain_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez les deux aéroports, une date, puis les passagers s'il y a plus d'un adulte : cmn cdg 15/12 2 adt.`)
};

/**
* | output |
* | --- |
* | "Type the two airports, a date, then the passengers if more than 1 adult: cmn cdg 15/12 2 adt." |
*
* @param {Cmd_Plain_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_plain_format = /** @type {((inputs?: Cmd_Plain_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Plain_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_plain_format(inputs)
	return en_cmd_plain_format(inputs)
});